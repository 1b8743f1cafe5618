/**
 * The demo monitoring (issue 26): on the first two demo lung-cancer projects, the demo
 * monitor's visits (one closed two weeks ago with its report and hours, one booked for next
 * week), SDV marks on every other AE and done visit at their current version, and queries (open,
 * answered, closed). Days are placed relative to the seed's clock like the other demo data.
 * Skipped when the demo monitor does not exist or monitoring data is already there.
 */
import type { Transaction } from 'kysely';
import { addDays, hospitalDay, weekday } from '../../../shared/domain/hospital-time';
import { appendAudit } from '../audit/audit-trail';
import { auditActor, isoTime, processActor } from '../../services/staff-write';
import type { Db } from '../database';
import type { Database } from '../schema';

type Trx = Transaction<Database>;

/** The weekday on or after `day` (Monday to Friday). */
const weekdayFrom = (day: string): string =>
  weekday(day) === 0 || weekday(day) === 6 ? weekdayFrom(addDays(day, 1)) : day;

async function seedVisits(trx: Trx, projectId: number, monitor: { id: number; userName: string }, now: number) {
  const today = hospitalDay(now);
  const at = isoTime(now);
  const subjects = await trx
    .selectFrom('trialSubject')
    .select('id')
    .where('projectId', '=', projectId)
    .where('invalid', '=', 0)
    .orderBy('id')
    .limit(3)
    .execute();
  const base = { projectId, monitorId: monitor.id, monitorName: monitor.userName, createdBy: monitor.userName };
  const closedDay = weekdayFrom(addDays(today, -14));
  await trx
    .insertInto('monitoringVisit')
    .values([
      {
        ...base,
        visitDate: closedDay,
        purpose: '常规监查：知情同意与AE源数据核查',
        status: 'closed',
        reviewedBy: 'coordinator',
        launchedAt: isoTime(Date.parse(`${closedDay}T01:00:00Z`)),
        closedAt: isoTime(Date.parse(`${closedDay}T09:00:00Z`)),
        reportSummary: '核查受试者知情同意书签署完整；AE记录与原始病历一致，1处发生日期已发起质疑。',
        subjectsReviewed: JSON.stringify(subjects.map((subject) => subject.id)),
        workMinutes: 390,
        createdAt: at,
        updatedAt: at,
      },
      {
        ...base,
        visitDate: weekdayFrom(addDays(today, 10)),
        purpose: '中期监查：SAE报告与合并用药核查',
        status: 'booked',
        createdAt: at,
        updatedAt: at,
      },
    ])
    .execute();
}

async function seedSdvAndQueries(trx: Trx, projectId: number, monitor: string, now: number) {
  const at = isoTime(now);
  const aes = await trx
    .selectFrom('safetyAe')
    .select(['id', 'subjectId', 'version'])
    .where('projectId', '=', projectId)
    .orderBy('id')
    .execute();
  const visits = await trx
    .selectFrom('subjectVisit')
    .select(['id', 'subjectId', 'version'])
    .where('projectId', '=', projectId)
    .where('status', '=', 'done')
    .orderBy('id')
    .execute();
  const marks = [
    ...aes.filter((_, index) => index % 2 === 0).map((row) => ({ ...row, kind: 'ae' })),
    ...visits.filter((_, index) => index % 2 === 0).map((row) => ({ ...row, kind: 'visit' })),
  ];
  if (marks.length > 0)
    await trx
      .insertInto('sdvMark')
      .values(
        marks.map((row) => ({
          projectId,
          subjectId: row.subjectId,
          recordKind: row.kind,
          recordId: row.id,
          recordVersion: row.version,
          verifiedBy: monitor,
          verifiedAt: at,
        })),
      )
      .execute();
  const [first, second, third] = aes;
  const query = (row: { id: number; subjectId: number }, field: string, question: string) => ({
    projectId,
    subjectId: row.subjectId,
    recordKind: 'ae',
    recordId: row.id,
    field,
    question,
    createdBy: monitor,
    createdAt: at,
    updatedAt: at,
  });
  const rows = [
    ...(first ? [{ ...query(first, 'onsetDate', '发生日期与门诊病历记录不一致，请核实'), status: 'open' }] : []),
    ...(second
      ? [
          {
            ...query(second, 'severity', '严重程度与CTCAE分级不符，请确认'),
            status: 'answered',
            answer: '已核对原始记录，分级无误',
            answeredBy: 'coordinator',
            answeredAt: at,
          },
        ]
      : []),
    ...(third
      ? [
          {
            ...query(third, 'outcome', '转归请补充随访记录'),
            status: 'closed',
            answer: '已补充随访记录',
            answeredBy: 'coordinator',
            answeredAt: at,
            closedBy: monitor,
            closedAt: at,
          },
        ]
      : []),
  ];
  if (rows.length > 0) await trx.insertInto('qualityQuery').values(rows).execute();
  return { marks: marks.length, queries: rows.length };
}

export async function loadMonitoringDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('monitoringVisit').select('id').executeTakeFirst()) return false;
  const monitor = await db
    .selectFrom('staffUser')
    .select(['id', 'userName'])
    .where('userName', '=', 'monitor')
    .executeTakeFirst();
  if (!monitor) return false;
  const actor = processActor('system', now);
  await db.transaction().execute(async (trx) => {
    const projects = await trx.selectFrom('project').select('id').orderBy('id').limit(2).execute();
    for (const { id: projectId } of projects) {
      await seedVisits(trx, projectId, monitor, now);
      const counts = await seedSdvAndQueries(trx, projectId, monitor.userName, now);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'monitoring.demoLoad',
        entity: 'project',
        entityId: projectId,
        after: { demo: true, visits: 2, ...counts },
      });
    }
  });
  return true;
}
