/**
 * All SQL of the recruitment funnel: counts and group-bys over recruit_patient,
 * recruit_contact and trial_subject (migration 010). It reads no personal data: only
 * project ids, stage times, reason codes and counts. Times (ISO UTC text) are grouped by
 * their first 13 characters (the UTC hour) so the caller can put each hour in the hospital's
 * week; calendar days are grouped as they are. A centre scope narrows to one research centre.
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { FunnelStage } from '../../../../shared/domain/recruitment/funnel';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

/** Optional bounds: `fromIso`/`toIso` for stored times (to exclusive), `fromDay`/`toDay` for days (inclusive). */
export interface FunnelRange {
  fromIso?: string;
  toIso?: string;
  fromDay?: string;
  toDay?: string;
}

/**
 * One centre of the project (shared/domain/study/centres.ts): its subjects only, and the
 * candidate stages only at our own centre (whose subjects include those without a centre).
 */
export interface CentreScope {
  centreId: number;
  own: boolean;
}

export interface StageCountRow {
  projectId: number;
  stage: FunnelStage;
  count: number;
}

/** One bucket of a stage: `bucket` is a UTC hour 'YYYY-MM-DDTHH' (kind 'hour') or a day (kind 'day'). */
export interface StageBucketRow {
  stage: FunnelStage;
  kind: 'hour' | 'day';
  bucket: string;
  count: number;
}

type PatientTimeColumn = 'createdAt' | 'suggestedAt' | 'willingAt';
type SubjectDayColumn = 'screeningDate' | 'enrolledDate';

const hourOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 13)`;

/** Subjects whose day is within the range's days. */
const within = <Q extends SelectQueryBuilder<Database, 'trialSubject', object>>(
  q: Q,
  column: SubjectDayColumn,
  range: FunnelRange,
): Q => {
  let narrowed = q;
  if (range.fromDay) narrowed = narrowed.where(column, '>=', range.fromDay) as Q;
  if (range.toDay) narrowed = narrowed.where(column, '<=', range.toDay) as Q;
  return narrowed;
};

/** Subjects of the scope's centre (all of them without a scope). */
function inCentre<Q extends SelectQueryBuilder<Database, 'trialSubject', object>>(q: Q, scope?: CentreScope): Q {
  if (!scope) return q;
  const { centreId, own } = scope;
  return q.where((eb) =>
    own
      ? eb.or([eb('trialSubject.centreId', '=', centreId), eb('trialSubject.centreId', 'is', null)])
      : eb('trialSubject.centreId', '=', centreId),
  ) as Q;
}

/** Candidate stages count at our own centre only. */
const patientsIn = (scope?: CentreScope) => !scope || scope.own;

export function createFunnelRepository(db: Executor) {
  /** Patients of the projects that reached a stage, per project, the stage's time within the range. */
  async function patientStage(ids: number[], stage: FunnelStage, column: PatientTimeColumn, range: FunnelRange) {
    let q = db.selectFrom('recruitPatient').where('projectId', 'in', ids);
    if (column === 'suggestedAt') q = q.where('suggestedAt', 'is not', null);
    if (column === 'willingAt')
      q = q.where((eb) => eb.or([eb('recruitResult', '=', 1), eb('willingAt', 'is not', null)]));
    if (range.fromIso) q = q.where(column, '>=', range.fromIso);
    if (range.toIso) q = q.where(column, '<', range.toIso);
    return countByProject(q, stage);
  }

  async function countByProject(
    q: SelectQueryBuilder<Database, 'recruitPatient' | 'trialSubject', object>,
    stage: FunnelStage,
  ): Promise<StageCountRow[]> {
    const rows = await q
      .select(['projectId', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('projectId')
      .execute();
    return rows.map((row) => ({ projectId: row.projectId, stage, count: Number(row.count) }));
  }

  /** Each contacted patient's first contact time. */
  const firstContacts = (ids: number[]) =>
    db
      .selectFrom('recruitContact')
      .select(['projectId', 'patientId', (eb) => eb.fn.min('contactedAt').as('firstAt')])
      .where('projectId', 'in', ids)
      .groupBy(['projectId', 'patientId']);

  async function contacted(ids: number[], range: FunnelRange): Promise<StageCountRow[]> {
    if (!range.fromIso && !range.toIso) {
      const q = db.selectFrom('recruitPatient').where('projectId', 'in', ids).where('contactCount', '>', 0);
      return countByProject(q, 'contacted');
    }
    let q = db
      .selectFrom(firstContacts(ids).as('f'))
      .select(['f.projectId', (eb) => eb.fn.countAll<number | string>().as('count')]);
    if (range.fromIso) q = q.where('f.firstAt', '>=', range.fromIso);
    if (range.toIso) q = q.where('f.firstAt', '<', range.toIso);
    const rows = await q.groupBy('f.projectId').execute();
    return rows.map((row) => ({ projectId: row.projectId, stage: 'contacted', count: Number(row.count) }));
  }

  function subjectStage(
    ids: number[],
    stage: FunnelStage,
    column: SubjectDayColumn,
    range: FunnelRange,
    scope?: CentreScope,
  ) {
    let q = inCentre(db.selectFrom('trialSubject').where('projectId', 'in', ids).where('invalid', '=', 0), scope);
    if (column === 'enrolledDate') q = q.where('enrolledDate', 'is not', null);
    if (range.fromDay) q = q.where(column, '>=', range.fromDay);
    if (range.toDay) q = q.where(column, '<=', range.toDay);
    return countByProject(q, stage);
  }

  async function patientBuckets(ids: number[], stage: FunnelStage, column: PatientTimeColumn, fromIso: string) {
    const rows = await db
      .selectFrom('recruitPatient')
      .select([hourOf(column).as('bucket'), (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('projectId', 'in', ids)
      .where(column, '>=', fromIso)
      .groupBy(hourOf(column))
      .execute();
    return rows.map((row): StageBucketRow => ({ stage, kind: 'hour', bucket: row.bucket, count: Number(row.count) }));
  }

  async function subjectBuckets(
    ids: number[],
    stage: FunnelStage,
    column: SubjectDayColumn,
    fromDay: string,
    scope?: CentreScope,
  ) {
    const rows = await inCentre(db.selectFrom('trialSubject'), scope)
      .select([`${column} as bucket`, (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('projectId', 'in', ids)
      .where('invalid', '=', 0)
      .where(column, '>=', fromDay)
      .groupBy(column)
      .execute();
    return rows.map((row): StageBucketRow => ({
      stage,
      kind: 'day',
      bucket: row.bucket ?? '',
      count: Number(row.count),
    }));
  }

  async function contactBuckets(ids: number[], fromIso: string): Promise<StageBucketRow[]> {
    const rows = await db
      .selectFrom(firstContacts(ids).as('f'))
      .select([hourOf('f.firstAt').as('bucket'), (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('f.firstAt', '>=', fromIso)
      .groupBy(hourOf('f.firstAt'))
      .execute();
    return rows.map((row) => ({ stage: 'contacted', kind: 'hour', bucket: row.bucket, count: Number(row.count) }));
  }

  return {
    async stageCounts(ids: number[], range: FunnelRange, scope?: CentreScope): Promise<StageCountRow[]> {
      if (ids.length === 0) return [];
      const patients = patientsIn(scope);
      const parts = await Promise.all([
        patients ? patientStage(ids, 'candidates', 'createdAt', range) : [],
        patients ? patientStage(ids, 'recommended', 'suggestedAt', range) : [],
        patients ? contacted(ids, range) : [],
        patients ? patientStage(ids, 'willing', 'willingAt', range) : [],
        subjectStage(ids, 'screening', 'screeningDate', range, scope),
        subjectStage(ids, 'enrolled', 'enrolledDate', range, scope),
      ]);
      return parts.flat();
    },

    /** What reached each stage since `fromIso` / `fromDay` (the first day of the weekly window). */
    async stageBuckets(
      ids: number[],
      fromIso: string,
      fromDay: string,
      scope?: CentreScope,
    ): Promise<StageBucketRow[]> {
      if (ids.length === 0) return [];
      const patients = patientsIn(scope);
      const parts = await Promise.all([
        patients ? patientBuckets(ids, 'candidates', 'createdAt', fromIso) : [],
        patients ? patientBuckets(ids, 'recommended', 'suggestedAt', fromIso) : [],
        patients ? contactBuckets(ids, fromIso) : [],
        patients ? patientBuckets(ids, 'willing', 'willingAt', fromIso) : [],
        subjectBuckets(ids, 'screening', 'screeningDate', fromDay, scope),
        subjectBuckets(ids, 'enrolled', 'enrolledDate', fromDay, scope),
      ]);
      return parts.flat();
    },

    /** Screen failures (valid entries) by reason code, the failure day within the range. */
    async screenFailReasons(
      ids: number[],
      range: FunnelRange,
      scope?: CentreScope,
    ): Promise<{ code: string | null; count: number }[]> {
      if (ids.length === 0) return [];
      let q = inCentre(db.selectFrom('trialSubject'), scope)
        .select(['reasonCode as code', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('projectId', 'in', ids)
        .where('status', '=', 'screenFailed')
        .where('invalid', '=', 0);
      if (range.fromDay) q = q.where('endedDate', '>=', range.fromDay);
      if (range.toDay) q = q.where('endedDate', '<=', range.toDay);
      const rows = await q.groupBy('reasonCode').execute();
      return rows.map((row) => ({ code: row.code, count: Number(row.count) }));
    },

    /** Unwilling candidates by the reason of their last contact, that contact within the range. */
    async unwillingReasons(
      ids: number[],
      range: FunnelRange,
      scope?: CentreScope,
    ): Promise<{ code: string | null; count: number }[]> {
      if (ids.length === 0 || !patientsIn(scope)) return [];
      let q = db
        .selectFrom('recruitContact as c')
        .innerJoin('recruitPatient as p', 'p.id', 'c.patientId')
        .select(['c.reason as code', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('p.projectId', 'in', ids)
        .where('p.recruitResult', '=', 2)
        .where('c.id', '=', (eb) =>
          eb
            .selectFrom('recruitContact as last')
            .select((e) => e.fn.max('last.id').as('lastId'))
            .whereRef('last.patientId', '=', 'c.patientId'),
        );
      if (range.fromIso) q = q.where('c.contactedAt', '>=', range.fromIso);
      if (range.toIso) q = q.where('c.contactedAt', '<', range.toIso);
      const rows = await q.groupBy('c.reason').execute();
      return rows.map((row) => ({ code: row.code, count: Number(row.count) }));
    },

    /** The projects where the user holds page RecruitFunnel through any of their project roles. */
    async funnelProjects(userId: number): Promise<{ id: number; name: string }[]> {
      return db
        .selectFrom('userProjectRole')
        .innerJoin('rolePermission', 'rolePermission.roleId', 'userProjectRole.roleId')
        .innerJoin('project', 'project.id', 'userProjectRole.projectId')
        .select(['project.id', 'project.name'])
        .distinct()
        .where('userProjectRole.userId', '=', userId)
        .where('rolePermission.scope', '=', 'project')
        .where('rolePermission.kind', '=', 'page')
        .where('rolePermission.name', '=', 'RecruitFunnel')
        .orderBy('project.id')
        .execute();
    },

    /** Valid subjects screened and enrolled within the range, per centre. */
    async subjectStagesByCentre(projectId: number, range: FunnelRange) {
      const base = db.selectFrom('trialSubject').where('projectId', '=', projectId).where('invalid', '=', 0);
      const group = async (q: typeof base) =>
        (
          await q
            .select(['centreId', (eb) => eb.fn.countAll<number | string>().as('count')])
            .groupBy('centreId')
            .execute()
        ).map((row) => ({ centreId: row.centreId, count: Number(row.count) }));
      const [screening, enrolled] = await Promise.all([
        group(within(base, 'screeningDate', range)),
        group(within(base.where('enrolledDate', 'is not', null), 'enrolledDate', range)),
      ]);
      return { screening, enrolled };
    },
  };
}
