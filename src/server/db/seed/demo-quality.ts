/**
 * The demo hospital's quality control: on each of the six demo lung-cancer projects a
 * published QC plan (checkpoints at the three levels), the tasks it generated, spread over
 * every verify task status (pending, overdue, in progress, processed, completed overdue,
 * ignored), and findings at each level in every verify status, some rectified. Days are
 * placed relative to the seed's clock; everything is audited as 'system'.
 */
import type { Transaction } from 'kysely';
import { DAY_MS, addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import type { QcCheckpoint } from '../../../shared/domain/quality/qc-generation';
import { generateCheckTasks } from '../../modules/quality';
import { auditActor, isoTime, processActor } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Db } from '../database';
import type { Database } from '../schema';

type Trx = Transaction<Database>;

const point = (
  key: string,
  name: string,
  level: 1 | 2 | 3,
  node: QcCheckpoint['node'],
  extra: Partial<QcCheckpoint>,
) => ({
  key,
  name,
  level,
  node,
  threshold: null,
  date: null,
  dueDays: 14,
  sampleSize: 3,
  items: ['consent', 'eligibility', 'aeTimeliness'] as QcCheckpoint['items'],
  assigneeUserId: null,
  ...extra,
});

function checkpoints(users: Map<string, number>, today: string): QcCheckpoint[] {
  return [
    point('first', '首例入组一级质控', 1, 'firstSubject', { assigneeUserId: users.get('investigator') ?? null }),
    point('n3', '入组3例二级质控', 2, 'subjectsEnrolled', {
      threshold: 3,
      assigneeUserId: users.get('deptqc') ?? null,
    }),
    point('mid', '中期三级质控', 3, 'midTerm', {
      items: ['consent', 'eligibility', 'aeTimeliness', 'drugAccountability', 'documents'],
      assigneeUserId: users.get('qa') ?? null,
    }),
    point('visits', '完成10次访视二级质控', 2, 'visitsDone', { threshold: 10, items: ['sourceData', 'aeTimeliness'] }),
    point('annual', '年度三级质控', 3, 'date', {
      date: addDays(today, -20),
      items: ['documents', 'drugAccountability'],
      assigneeUserId: users.get('qa') ?? null,
    }),
  ];
}

/** Each task's demo status: processed, completed overdue, in progress, pending, overdue, ignored. */
const SCENARIOS = [50, 60, 40, 10, 30, 20] as const;

const FINDINGS = [
  { item: 'consent', type: 1, severity: 2, text: '知情同意书签署日期早于版本批准日期', status: 3 },
  { item: 'eligibility', type: 2, severity: 3, text: '入选标准第4条缺少影像学原始依据', status: 5 },
  { item: 'aeTimeliness', type: 3, severity: 2, text: '3级中性粒细胞减少未在病历中记录转归', status: 4 },
  { item: 'documents', type: 7, severity: 1, text: '研究者履历未签名及注明日期', status: 2 },
  { item: 'drugAccountability', type: 4, severity: 2, text: '第2周期药物回收数量与发放记录不一致', status: 3 },
  { item: 'sourceData', type: 5, severity: 1, text: '实验室检查结果与CRF录入不一致', status: 3 },
] as const;

async function scenario(
  trx: Trx,
  task: { id: number; assigneeId: number | null },
  status: (typeof SCENARIOS)[number],
  now: number,
  fallback: number | null,
) {
  const today = hospitalDay(now);
  const assigneeId = task.assigneeId ?? fallback;
  const at = (back: number) => isoTime(now - back * DAY_MS);
  const set =
    status === 10
      ? { status: 10, dueDate: addDays(today, 7) }
      : status === 30
        ? { status: 10, dueDate: addDays(today, -3) }
        : status === 20
          ? { status: 20, conclusion: '与上级质控合并开展，本次不单独执行' }
          : status === 40
            ? { status: 40, assigneeId, dueDate: addDays(today, 5), startedAt: at(2), startedBy: 'system' }
            : {
                status,
                assigneeId,
                dueDate: addDays(today, status === 50 ? -5 : -12),
                startedAt: at(15),
                startedBy: 'system',
                completedAt: at(status === 50 ? 6 : 8),
                completedBy: 'system',
                conclusion: '抽查受试者资料总体规范，发现问题已下发整改',
              };
  await trx.updateTable('qualityCheckTask').set(set).where('id', '=', task.id).execute();
  return set.status;
}

async function addFindings(
  trx: Trx,
  task: { id: number; projectId: number; items: string },
  responsible: { id: number; userName: string },
  now: number,
  offset: number,
) {
  const items = JSON.parse(task.items) as string[];
  const chosen = FINDINGS.filter((finding) => items.includes(finding.item)).slice(0, 2 + (offset % 2));
  for (const finding of chosen) {
    const created = isoTime(now - 10 * DAY_MS);
    const sent = finding.status !== 2;
    const answered = finding.status === 5 || finding.status === 3;
    await trx
      .insertInto('qualityFinding')
      .values({
        projectId: task.projectId,
        taskId: task.id,
        itemCode: finding.item,
        subjectId: null,
        problemType: finding.type,
        severity: finding.severity,
        description: finding.text,
        status: finding.status,
        responsibleId: sent ? responsible.id : null,
        rectifyDue: sent ? hospitalDay(now + 4 * DAY_MS) : null,
        corrective: answered ? '已补充记录并由研究者签字确认' : null,
        preventive: answered ? '每例访视后由CRC逐项自查，研究者每月复核' : null,
        answeredAt: answered ? isoTime(now - 3 * DAY_MS) : null,
        answeredBy: answered ? responsible.userName : null,
        verifyNote: finding.status === 3 ? '整改到位' : null,
        verifiedAt: finding.status === 3 ? isoTime(now - DAY_MS) : null,
        verifiedBy: finding.status === 3 ? 'qa' : null,
        createdBy: 'qa',
        createdAt: created,
        updatedAt: created,
        version: 1,
      })
      .execute();
  }
  return chosen.length;
}

/** Adds the demo QC data to the first six demo projects; false when any QC plan exists already. */
export async function loadQualityDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('qualityPlan').select('id').executeTakeFirst()) return false;
  const actor = processActor('system', now);
  const users = new Map(
    (await db.selectFrom('staffUser').select(['id', 'userName']).execute()).map((user) => [user.userName, user.id]),
  );
  await db.transaction().execute(async (trx) => {
    const projects = await trx.selectFrom('project').select('id').orderBy('id').limit(6).execute();
    const publishedAt = isoTime(now - 60 * DAY_MS);
    for (const [position, { id: projectId }] of projects.entries()) {
      const content = { checkpoints: checkpoints(users, hospitalDay(now)) };
      const { id: planId } = await trx
        .insertInto('qualityPlan')
        .values({
          projectId,
          planVersion: 1,
          status: 'published',
          name: '临床试验三级质控计划',
          content: JSON.stringify(content),
          origin: null,
          createdAt: publishedAt,
          updatedAt: publishedAt,
          publishedAt,
          version: 2,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'qcPlan.publish',
        entity: 'quality_plan',
        entityId: planId,
        after: { projectId, planVersion: 1, demo: true },
      });
      await generateCheckTasks(trx, projectId, actor);
      const tasks = await trx
        .selectFrom('qualityCheckTask')
        .select(['id', 'projectId', 'assigneeId', 'items'])
        .where('planId', '=', planId)
        .orderBy('id')
        .execute();
      // The coordinator is on the first three demo projects' teams only.
      const userName = position < 3 ? 'coordinator' : 'investigator';
      const responsibleId = users.get(userName);
      for (const [index, task] of tasks.entries()) {
        const status = await scenario(
          trx,
          task,
          SCENARIOS[(index + position) % SCENARIOS.length] ?? 10,
          now,
          users.get('qa') ?? null,
        );
        if (status >= 40 && responsibleId !== undefined)
          await addFindings(trx, task, { id: responsibleId, userName }, now, index);
      }
    }
  });
  return true;
}
