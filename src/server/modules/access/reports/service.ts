/**
 * The report catalogue's reads and writes (SUITE.md 'Writes'): a role's reports saved with the
 * role's version check and an audit row; an application for a report stored and its approval
 * (`reportApply`) started in one transaction; the workflow's end settles the application in
 * the deciding transaction (approved: it holds the report for its period; rejected: nothing).
 */
import type {
  ReportApplyBody,
  ReportCatalogue,
  RoleReports,
  RoleReportsSaveBody,
} from '../../../../shared/api/access/reports';
import {
  REPORT_APPLY_WORKFLOW,
  REPORT_CATALOGUE,
  REPORT_KEYS,
  applicationHolds,
  applicationPeriodProblem,
} from '../../../../shared/domain/reports';
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { type WorkflowHooks, firePostEvents, startApproval } from '../../work';
import { createRoleRepository } from '../roles/repository';
import { createReportRepository } from './repository';

export const APPLICATION_ENTITY = 'report_application';
export const APPLICATION_RECORD_KIND = 'reportApplication';

const PERIOD_PROBLEMS = {
  ends_before_start: {
    field: 'endsOn',
    text: { 'zh-CN': '结束日期不能早于开始日期', en: 'The end is before the start' },
  },
  ends_in_past: { field: 'endsOn', text: { 'zh-CN': '结束日期不能早于今天', en: 'The end is in the past' } },
  too_long: { field: 'endsOn', text: { 'zh-CN': '申请期限最长一年', en: 'The period is at most a year' } },
} as const;

/** The catalogue as the signed-in user sees it: which reports they hold, and where. */
export async function reportCatalogue(db: Db, userId: number, today: string): Promise<ReportCatalogue> {
  const repo = createReportRepository(db);
  const system = await repo.heldBySystemRoles(userId);
  const myProjects = await repo.projectsOf(userId);
  const nameOf = new Map(myProjects.map((project) => [project.id, project.name]));
  const held = new Map<string, Set<number>>();
  const hold = (key: string, projectId: number) => held.set(key, (held.get(key) ?? new Set()).add(projectId));
  for (const { reportKey, projectId } of await repo.heldByProjectRoles(userId)) hold(reportKey, projectId);
  const applied = (await repo.applicationsOf(userId)).filter((row) => applicationHolds(row, today));
  for (const row of applied) if (row.projectId !== null) hold(row.reportKey, row.projectId);
  const reports = REPORT_KEYS.map((key) => {
    const { area, scope } = REPORT_CATALOGUE[key];
    if (scope === 'system') {
      const byApplication = applied.some((row) => row.reportKey === key && row.projectId === null);
      return { key, area, scope, held: system.has(key) || byApplication, projects: [] };
    }
    // A system role holding a project report holds it in every project the user works on.
    const ids = system.has(key) ? myProjects.map((project) => project.id) : [...(held.get(key) ?? [])];
    const projects = ids
      .filter((id) => nameOf.has(id))
      .sort((a, b) => a - b)
      .map((id) => ({ id, name: nameOf.get(id) ?? '' }));
    return { key, area, scope, held: system.has(key) || projects.length > 0, projects };
  });
  return { reports, myProjects };
}

export async function roleReports(db: Db, roleId: number): Promise<RoleReports> {
  const role = await createRoleRepository(db).state(roleId);
  if (!role) throw notFound({ 'zh-CN': '角色不存在', en: 'No such role' });
  return { roleId, version: role.version, reports: await createReportRepository(db).reportsOfRole(roleId) };
}

export async function saveRoleReports(db: Db, body: RoleReportsSaveBody, actor: Actor) {
  const reports = REPORT_KEYS.filter((key) => body.reports.includes(key));
  return db.transaction().execute(async (trx) => {
    const roles = createRoleRepository(trx);
    const role = await roles.state(body.roleId);
    if (!role) throw notFound({ 'zh-CN': '角色不存在', en: 'No such role' });
    if (role.version !== body.version) throw staleVersion();
    const repo = createReportRepository(trx);
    const before = await repo.reportsOfRole(role.id);
    if (!(await roles.update(role.id, role.version, { updatedAt: isoTime(actor.at) }))) throw staleVersion();
    await repo.replaceRoleReports(role.id, reports);
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'role.reports',
      entity: 'role',
      entityId: role.id,
      before: { reports: before },
      after: { reports },
    });
    return { id: role.id, version: role.version + 1 };
  });
}

/** Applies for a report: the application and its approval in one transaction (post hooks after it). */
export async function applyForReport(db: Db, body: ReportApplyBody, actor: Actor, today: string) {
  const entry = REPORT_CATALOGUE[body.reportKey];
  const projectId = entry.scope === 'project' ? (body.projectId ?? null) : null;
  if (entry.scope === 'project' && projectId === null)
    throw fieldProblem('projectId', { 'zh-CN': '项目报表须选择项目', en: 'A project report needs its project' });
  const problem = applicationPeriodProblem(body.startsOn, body.endsOn, today);
  if (problem) throw fieldProblem(PERIOD_PROBLEMS[problem].field, PERIOD_PROBLEMS[problem].text);
  const reason = body.reason.trim();
  const applicantId = actor.actorId;
  if (applicantId === null) throw badRequest({ 'zh-CN': '需要登录', en: 'Sign in first' });
  const { result, post } = await db.transaction().execute(async (trx) => {
    const repo = createReportRepository(trx);
    let projectName: string | null = null;
    if (projectId !== null) {
      projectName = (await repo.projectsOf(applicantId)).find((project) => project.id === projectId)?.name ?? null;
      if (projectName === null)
        throw fieldProblem('projectId', {
          'zh-CN': '只能为自己参与的项目申请',
          en: 'Apply only for a project you work on',
        });
    }
    if (await repo.runningApplication(applicantId, body.reportKey, projectId))
      throw badRequest({
        'zh-CN': '该报表已有审批中的申请',
        en: 'An application for this report is already in approval',
      });
    const row = {
      applicantId,
      reportKey: body.reportKey,
      projectId,
      reason,
      startsOn: body.startsOn,
      endsOn: body.endsOn,
      createdAt: isoTime(actor.at),
    };
    const id = await repo.insertApplication(row);
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'report.apply',
      entity: APPLICATION_ENTITY,
      entityId: id,
      after: { reportKey: row.reportKey, projectId, reason, startsOn: row.startsOn, endsOn: row.endsOn },
    });
    const title = `报表申请：${entry.name['zh-CN']}${projectName ? `（${projectName}）` : ''} ${row.startsOn}～${row.endsOn}`;
    const started = await startApproval(
      trx,
      {
        key: REPORT_APPLY_WORKFLOW,
        projectId,
        recordKind: APPLICATION_RECORD_KIND,
        recordId: id,
        title,
        amountFen: null,
      },
      actor,
    );
    return { result: { id, version: 1 }, post: started.post };
  });
  await firePostEvents(db, post);
  return result;
}

async function settle(trx: Db, id: number, status: 'approved' | 'rejected' | 'withdrawn', actor: Actor) {
  if (!(await createReportRepository(trx).settle(id, status, isoTime(actor.at)))) return;
  await appendAudit(trx as Parameters<typeof appendAudit>[0], {
    ...auditActor(actor),
    action: `report.${status === 'approved' ? 'approve' : status === 'rejected' ? 'reject' : 'withdraw'}`,
    entity: APPLICATION_ENTITY,
    entityId: id,
    after: { status },
  });
}

/** The application follows its approval, in the deciding transaction. */
export const reportApplyWorkflowHooks: WorkflowHooks = {
  end: async (trx, { instance, actor }) =>
    settle(trx, instance.recordId, instance.status === 'approved' ? 'approved' : 'rejected', actor),
  manualEnd: async (trx, { instance, actor }) => settle(trx, instance.recordId, 'withdrawn', actor),
};
