/**
 * The demo hospital's project milestones (SUITE.md 'Demo data'), for the first six demo
 * projects (the ones the demo staff work on). Days are counted from the seed day, so the
 * demo always shows some milestones done, some ahead and two overdue (one in the first
 * project, one in the third). Each is created with its audit row, actor 'system'.
 */
import type { Transaction } from 'kysely';
import { DAY_MS, hospitalDay } from '../../../shared/domain/hospital-time';
import type { MilestoneKind } from '../../../shared/domain/study/milestones';
import { type Actor, auditActor, isoTime } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Database } from '../schema';

type DemoMilestone = [name: string, kind: MilestoneKind, plannedIn: number, doneIn: number | null, note: string | null];

/** Per project position: name, kind, planned day and actual day (days from the seed day). */
const DEMO_MILESTONES: DemoMilestone[][] = [
  [
    ['伦理委员会审查批准', 'ethicsApproval', -230, -226, '伦理批件号 HKEC-2025-117'],
    ['中心启动会', 'siteInitiation', -200, -197, null],
    ['首例受试者入组', 'firstSubjectIn', -170, -158, '筛选期延长，首例较计划晚 12 天'],
    ['年度进展报告递交伦理', 'other', -9, null, '需 PI 签字后递交'],
    ['末例受试者出组', 'lastSubjectOut', 300, null, null],
    ['关闭中心', 'closeOut', 390, null, null],
  ],
  [
    ['伦理委员会审查批准', 'ethicsApproval', -150, -152, null],
    ['中心启动会', 'siteInitiation', -120, -118, '申办方与 CRO 现场参会'],
    ['首例受试者入组', 'firstSubjectIn', -95, -90, null],
    ['末例受试者出组', 'lastSubjectOut', 210, null, null],
  ],
  [
    ['伦理委员会审查批准', 'ethicsApproval', -60, -55, '快速审查'],
    ['中心启动会', 'siteInitiation', -35, -33, null],
    ['首例受试者入组', 'firstSubjectIn', -6, null, '2 例筛选中，尚未入组'],
    ['末例受试者出组', 'lastSubjectOut', 260, null, null],
  ],
  [
    ['伦理委员会审查批准', 'ethicsApproval', -400, -398, null],
    ['中心启动会', 'siteInitiation', -370, -365, null],
    ['首例受试者入组', 'firstSubjectIn', -340, -336, null],
    ['末例受试者出组', 'lastSubjectOut', -40, -43, null],
    ['关闭中心', 'closeOut', 20, null, '待药品回收与文件归档'],
  ],
  [
    ['伦理委员会审查批准', 'ethicsApproval', 10, null, '已提交初始审查材料'],
    ['中心启动会', 'siteInitiation', 40, null, null],
    ['首例受试者入组', 'firstSubjectIn', 70, null, null],
  ],
  [
    ['伦理委员会审查批准', 'ethicsApproval', -90, -88, null],
    ['中心启动会', 'siteInitiation', -70, -70, null],
    ['首例受试者入组', 'firstSubjectIn', -50, -41, null],
    ['申办方稽查', 'other', 25, null, '稽查范围：知情同意与 AE 记录'],
    ['末例受试者出组', 'lastSubjectOut', 180, null, null],
  ],
];

/** Adds the demo milestones to the first demo projects (ids in order), inside the caller's transaction. */
export async function addDemoMilestones(trx: Transaction<Database>, actor: Actor, projectIds: number[]): Promise<void> {
  const dayIn = (days: number) => hospitalDay(actor.at + days * DAY_MS);
  const now = isoTime(actor.at);
  for (const [position, milestones] of DEMO_MILESTONES.entries()) {
    const projectId = projectIds[position];
    if (projectId === undefined) return;
    for (const [name, kind, plannedIn, doneIn, note] of milestones) {
      const fields = {
        name,
        kind,
        plannedDate: dayIn(plannedIn),
        actualDate: doneIn === null ? null : dayIn(doneIn),
        note,
      };
      const { id } = await trx
        .insertInto('projectMilestone')
        .values({ projectId, ...fields, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'milestone.create',
        entity: 'project',
        entityId: projectId,
        after: { milestoneId: id, ...fields },
      });
    }
  }
}
