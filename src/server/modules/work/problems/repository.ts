/**
 * All SQL of problem reports: `problem_report` rows (migration 055), the reporter's role
 * names, and the reporter's notice in `staff_notice` (project_id null) when an
 * administrator answers.
 */
import type { Kysely } from 'kysely';
import type { ProblemStatus } from '../../../../shared/domain/work/problem-reports';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

const ROW_COLUMNS = [
  'r.id',
  'r.status',
  'r.resolution',
  'r.pagePath',
  'r.text',
  'r.errorReport',
  'r.screenshotFileId',
  'r.answer',
  'r.reporterId',
  'r.reporterRoles',
  'r.createdAt',
  'r.updatedAt',
  'r.version',
  'u.realname as reporterName',
] as const;

export type ProblemReportInsert = {
  reporterId: number;
  reporterRoles: string;
  pagePath: string;
  text: string | null;
  errorReport: string | null;
  screenshotFileId: number | null;
  now: string;
};

export function createProblemRepository(db: Executor) {
  const rows = () => db.selectFrom('problemReport as r').innerJoin('staffUser as u', 'u.id', 'r.reporterId');

  return {
    /** The user's role names in both scopes, each once, in name order. */
    async roleNames(userId: number): Promise<string[]> {
      const system = db
        .selectFrom('userRole as ur')
        .innerJoin('role', 'role.id', 'ur.roleId')
        .select('role.name')
        .where('ur.userId', '=', userId);
      const project = db
        .selectFrom('userProjectRole as upr')
        .innerJoin('role', 'role.id', 'upr.roleId')
        .select('role.name')
        .where('upr.userId', '=', userId);
      const found = await system.union(project).execute();
      return found.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'zh-CN'));
    },

    async insert(row: ProblemReportInsert): Promise<number> {
      const { now, ...values } = row;
      const inserted = await db
        .insertInto('problemReport')
        .values({ ...values, status: 'new', resolution: null, answer: null, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async page(filter: { status?: ProblemStatus; reporterId?: number }, offset: number, limit: number) {
      let query = rows();
      if (filter.status) query = query.where('r.status', '=', filter.status);
      if (filter.reporterId !== undefined) query = query.where('r.reporterId', '=', filter.reporterId);
      const [found, total] = await Promise.all([
        query.select(ROW_COLUMNS).orderBy('r.id', 'desc').offset(offset).limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: found, total: Number(total.count) };
    },

    async byId(id: number) {
      return rows().select(ROW_COLUMNS).where('r.id', '=', id).executeTakeFirst();
    },

    async move(
      id: number,
      version: number,
      change: { status: ProblemStatus; resolution: string | null; answer: string | null; now: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('problemReport')
        .set({
          status: change.status,
          resolution: change.resolution,
          answer: change.answer,
          updatedAt: change.now,
          version: version + 1,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async notify(userId: number, title: string, body: string, now: string): Promise<void> {
      await db
        .insertInto('staffNotice')
        .values({
          userId,
          projectId: null,
          kind: 'problemReport',
          subjectVisitId: null,
          title,
          body,
          dueDate: null,
          createdAt: now,
          readAt: null,
        })
        .execute();
    },
  };
}

export type ProblemReportRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createProblemRepository>['byId']>>>;
