/**
 * The demo's report applications (SPEC §6 report apply): the demo pharmacist's application for
 * the drug accountability report, awaiting the administrator on 我的审批, and the department QC
 * officer's approved application for the protocol deviation listing, held for three months.
 * Made through the report service and the approval engine; loaded once, when the tables and
 * the published workflow `reportApply` exist and no application does (after the workflow demo).
 */
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { REPORT_APPLY_WORKFLOW, type ReportKey } from '../../../shared/domain/reports';
import {
  APPLICATION_RECORD_KIND,
  applyForReport,
  reportApplyWorkflowHooks,
} from '../../modules/access/reports/service';
import { type Actor, processActor } from '../../services/staff-write';
import type { Db } from '../database';

async function applyAs(db: Db, userName: string, reportKey: ReportKey, reason: string, now: number, days: number) {
  const user = await db.selectFrom('staffUser').select(['id']).where('userName', '=', userName).executeTakeFirst();
  const project = user
    ? await db
        .selectFrom('userProjectRole')
        .select('projectId')
        .where('userId', '=', user.id)
        .orderBy('projectId')
        .executeTakeFirst()
    : undefined;
  if (!user || !project) return null;
  const actor: Actor = { ...processActor('system', now), actorId: user.id, actorName: userName };
  const today = hospitalDay(now);
  const body = { reportKey, projectId: project.projectId, reason, startsOn: today, endsOn: addDays(today, days) };
  return (await applyForReport(db, body, actor, today)).id;
}

/** Decides the application's one step as the administrator would, then its end hook (the demo signs nothing). */
async function approve(db: Db, recordId: number, now: number) {
  const actor = { ...processActor('system', now), actorName: 'admin' };
  const at = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    const instance = await trx
      .selectFrom('workflowInstance')
      .selectAll()
      .where('recordKind', '=', APPLICATION_RECORD_KIND)
      .where('recordId', '=', recordId)
      .where('status', '=', 'running')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('workflowTask')
      .set({ status: 'approved', decidedBy: 'admin', decidedAt: at })
      .where('instanceId', '=', instance.id)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .updateTable('workflowInstance')
      .set({ status: 'approved', stepSort: null, endedAt: at, version: instance.version + 1 })
      .where('id', '=', instance.id)
      .execute();
    await reportApplyWorkflowHooks.end?.(trx, { event: 'end', instance: { ...instance, status: 'approved' }, actor });
  });
}

export async function loadReportApplicationDemo(db: Db, now: number): Promise<boolean> {
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
  if (!tables.has('report_application') || !tables.has('workflow_definition')) return false;
  if (await db.selectFrom('reportApplication').select('id').limit(1).executeTakeFirst()) return false;
  const workflow = await db
    .selectFrom('workflowDefinition')
    .select('id')
    .where('key', '=', REPORT_APPLY_WORKFLOW)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!workflow) return false;
  const approved = await applyAs(
    db,
    'deptqc',
    'violationListing',
    '科室季度质控需核对方案偏离记录',
    now - 86_400_000,
    90,
  );
  if (approved !== null) await approve(db, approved, now - 3_600_000);
  await applyAs(db, 'pharmacist', 'drugAccountability', '月末药品清点需要核对药物平衡表', now, 30);
  return true;
}
