/**
 * All SQL of research centres: table research_centre (migration 058), each centre's subjects
 * (trial_subject.centre_id) and the project's team for the own centre's PI. Counts only: no
 * subject is named.
 */
import type { Kysely } from 'kysely';
import {
  type CentreRole,
  type CentreStatus,
  centreRoleOf,
  centreStatusOf,
} from '../../../../shared/domain/study/centres';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

/** The editable fields of a centre, as the audit trail records them. */
export interface CentreFields {
  name: string;
  role: CentreRole;
  piName: string | null;
  piUserId: number | null;
  ethicsApprovalNumber: string | null;
  ethicsApprovalDate: string | null;
  enrolmentTarget: number | null;
  note: string | null;
}

export interface CentreState extends CentreFields {
  id: number;
  projectId: number;
  isOwn: boolean;
  status: CentreStatus;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** Valid subjects of one centre (`centreId` null: rows written outside the app, counted at our own centre). */
export interface CentreCountRow {
  centreId: number | null;
  screening: number;
  enrolled: number;
}

const COLUMNS = [
  'rc.id',
  'rc.projectId',
  'rc.name',
  'rc.role',
  'rc.isOwn',
  'rc.piUserId',
  'rc.ethicsApprovalNumber',
  'rc.ethicsApprovalDate',
  'rc.status',
  'rc.enrolmentTarget',
  'rc.note',
  'rc.createdAt',
  'rc.updatedAt',
  'rc.version',
] as const;

export function createCentreRepository(db: Executor) {
  const selectCentres = () =>
    db
      .selectFrom('researchCentre as rc')
      .leftJoin('staffUser as u', 'u.id', 'rc.piUserId')
      .select([...COLUMNS, (eb) => eb.fn.coalesce('u.realname', 'rc.piName').as('piName')]);

  type Row = Awaited<ReturnType<ReturnType<typeof selectCentres>['executeTakeFirstOrThrow']>>;
  const toState = (row: Row): CentreState => ({
    ...row,
    role: centreRoleOf(row.role),
    status: centreStatusOf(row.status),
    isOwn: row.isOwn === 1,
    piName: row.piName ?? null,
  });

  return {
    /** Our own centre first, then in the order they were added. */
    async ofProject(projectId: number): Promise<CentreState[]> {
      const rows = await selectCentres()
        .where('rc.projectId', '=', projectId)
        .orderBy('rc.isOwn', 'desc')
        .orderBy('rc.id')
        .execute();
      return rows.map(toState);
    },

    /** The centres of several projects, each project's own centre first. */
    async ofProjects(projectIds: number[]): Promise<CentreState[]> {
      if (projectIds.length === 0) return [];
      const rows = await selectCentres()
        .where('rc.projectId', 'in', projectIds)
        .orderBy('rc.projectId')
        .orderBy('rc.isOwn', 'desc')
        .orderBy('rc.id')
        .execute();
      return rows.map(toState);
    },

    async byId(id: number): Promise<CentreState | undefined> {
      const row = await selectCentres().where('rc.id', '=', id).executeTakeFirst();
      return row && toState(row);
    },

    async ownOf(projectId: number): Promise<{ id: number } | undefined> {
      return db
        .selectFrom('researchCentre')
        .select('id')
        .where('projectId', '=', projectId)
        .where('isOwn', '=', 1)
        .executeTakeFirst();
    },

    async nameTaken(projectId: number, name: string, exceptId: number | null): Promise<boolean> {
      let q = db.selectFrom('researchCentre').select('id').where('projectId', '=', projectId).where('name', '=', name);
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    /** Valid subjects per centre: in screening now, and ever enrolled. */
    async counts(projectIds: number[]): Promise<(CentreCountRow & { projectId: number })[]> {
      if (projectIds.length === 0) return [];
      const rows = await db
        .selectFrom('trialSubject as ts')
        .select((eb) => [
          'ts.projectId',
          'ts.centreId',
          eb.fn
            .sum<number | string | null>(eb.case().when('ts.status', '=', 'screening').then(1).else(0).end())
            .as('screening'),
          eb.fn
            .sum<number | string | null>(eb.case().when('ts.enrolledDate', 'is not', null).then(1).else(0).end())
            .as('enrolled'),
        ])
        .where('ts.projectId', 'in', projectIds)
        .where('ts.invalid', '=', 0)
        .groupBy(['ts.projectId', 'ts.centreId'])
        .execute();
      return rows.map((row) => ({
        projectId: row.projectId,
        centreId: row.centreId,
        screening: Number(row.screening ?? 0),
        enrolled: Number(row.enrolled ?? 0),
      }));
    },

    /** The project's team (any project role), by name: who may be our own centre's PI. */
    async team(projectId: number): Promise<{ userId: number; name: string }[]> {
      return db
        .selectFrom('userProjectRole as upr')
        .innerJoin('staffUser as u', 'u.id', 'upr.userId')
        .select(['u.id as userId', 'u.realname as name'])
        .distinct()
        .where('upr.projectId', '=', projectId)
        .orderBy('u.realname')
        .orderBy('u.id')
        .execute();
    },

    async insert(
      projectId: number,
      fields: CentreFields & { isOwn: boolean; status: CentreStatus },
      by: string,
      now: string,
    ): Promise<number> {
      const { isOwn, ...rest } = fields;
      const { id } = await db
        .insertInto('researchCentre')
        .values({ projectId, ...rest, isOwn: isOwn ? 1 : 0, createdBy: by, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change if the row is still at `version`; false when another write got there first. */
    async update(
      id: number,
      version: number,
      set: Partial<CentreFields> & { status?: CentreStatus },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('researchCentre')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What our own centre is first made from: the project and the site settings. */
    async ownCentreSource(projectId: number) {
      const project = await db
        .selectFrom('project')
        .select(['initiatingUnit', 'researchName', 'status', 'ethicsApprovalNumber', 'enrolmentTarget'])
        .where('id', '=', projectId)
        .executeTakeFirst();
      const site = await db
        .selectFrom('site')
        .select(['hospitalNameFull', 'siteName'])
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return project && { project, site };
    },
  };
}
