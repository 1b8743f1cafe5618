/**
 * All SQL of study management's projects: the staff table of every project (drafts and
 * every status), one project's row for a versioned write, inserts and updates, and the
 * outpatient doctors. The public portal reads the same tables (published rows only) in
 * modules/portal/browse/browse/repository.ts.
 */
import { type Insertable, type Kysely, type SelectQueryBuilder, type Selectable, type Updateable, sql } from 'kysely';
import type {
  ProjectFieldName,
  ProjectListQuery,
  ProjectRow,
  StaffProject,
} from '../../../../shared/api/study/projects';
import type { Doctor } from '../../../../shared/api/study/project-pages';
import type { ProjectStatus } from '../../../../shared/domain/study/lifecycle';
import { type Dialect, dialectOf } from '../../../db/dialect';
import { containsIgnoringCase } from '../../../db/like';
import type { Database, ProjectTable } from '../../../db/schema';

type Executor = Kysely<Database>;

/** The editable columns, in form order. */
export const PROJECT_FIELD_COLUMNS = [
  'name',
  'recruitStatus',
  'trialStages',
  'trialType',
  'indication',
  'actionTime',
  'trialMedicine',
  'testedDiseases',
  'targetSpot',
  'treatMethod',
  'target',
  'researchName',
  'sponsorName',
  'studyChargerName',
  'studyChargerMobile',
  'inclusionCriteria',
  'exclusionCriteria',
  'institutionAcceptNumber',
  'pathologicType',
  'runStage',
  'previousTreatmentDrug',
  'projectNo',
  'planCode',
  'approvalNumber',
  'trialCategory',
  'deptId',
  'initiatingUnit',
  'financeCode',
  'ethicsApprovalNumber',
  'ethicsAcceptNumber',
  'enrolmentTarget',
] as const satisfies readonly ProjectFieldName[];

export type ProjectFieldValues = Pick<Selectable<ProjectTable>, (typeof PROJECT_FIELD_COLUMNS)[number]>;

/** A project as a write sees it: the fields plus what the lifecycle and publication need. */
export interface ProjectState extends ProjectFieldValues {
  id: number;
  status: ProjectStatus;
  published: boolean;
  publishedAt: string | null;
  terminateReason: string | null;
  version: number;
}

const STATE_COLUMNS = [
  ...PROJECT_FIELD_COLUMNS.map((column) => `project.${column}` as const),
  'project.id',
  'project.status',
  'project.published',
  'project.publishedAt',
  'project.terminateReason',
  'project.version',
] as const;

const SORT_COLUMNS = {
  actionTime: 'project.actionTime',
  name: 'project.name',
  updatedAt: 'project.updatedAt',
  projectNo: 'project.projectNo',
  status: 'project.status',
} as const;

function listQuery(db: Executor, dialect: Dialect, query: ProjectListQuery) {
  let q = db.selectFrom('project').leftJoin('organization', 'organization.id', 'project.deptId');
  const keyword = query.keyword?.trim();
  if (keyword) {
    q = q.where((eb) =>
      eb.or([
        containsIgnoringCase(eb, dialect, 'project.name', keyword),
        containsIgnoringCase(eb, dialect, 'project.projectNo', keyword),
        containsIgnoringCase(eb, dialect, 'project.institutionAcceptNumber', keyword),
      ]),
    );
  }
  if (query.status) q = q.where('project.status', '=', query.status);
  if (query.publication) q = q.where('project.published', '=', query.publication === 'published' ? 1 : 0);
  if (query.recruitStatus) q = q.where('project.recruitStatus', '=', query.recruitStatus);
  return q;
}

/** The list's order: the chosen column with blanks last in either direction (the engines' defaults differ), then id. */
function sorted<Q extends SelectQueryBuilder<Database, 'project' | 'organization', object>>(
  q: Q,
  query: ProjectListQuery,
): Q {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const column = SORT_COLUMNS[query.sort ?? 'actionTime'];
  return q
    .orderBy(sql`case when ${sql.ref(column)} is null then 1 else 0 end`)
    .orderBy(column, direction)
    .orderBy('project.id', direction) as Q;
}

export function createProjectRepository(db: Executor) {
  const dialect = dialectOf(db);
  return {
    async list(query: ProjectListQuery): Promise<{ rows: ProjectRow[]; total: number }> {
      const base = listQuery(db, dialect, query);
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const selected = base.select([
        'project.id',
        'project.name',
        'project.projectNo',
        'project.recruitStatus',
        'project.trialType',
        'project.trialStages',
        'project.sponsorName',
        'project.researchName',
        'organization.name as deptName',
        'project.actionTime',
        'project.status',
        'project.published',
        'project.updatedAt',
        'project.version',
      ]);
      const rows = await sorted(selected, query)
        .limit(query.limit ?? 20)
        .offset(query.offset ?? 0)
        .execute();
      return {
        rows: rows.map((row) => ({ ...row, status: row.status as ProjectStatus, published: row.published === 1 })),
        total: Number(total),
      };
    },

    async detail(id: number): Promise<StaffProject | undefined> {
      const row = await db
        .selectFrom('project')
        .leftJoin('organization', 'organization.id', 'project.deptId')
        .select([...STATE_COLUMNS, 'organization.name as deptName', 'project.createdAt', 'project.updatedAt'])
        .where('project.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return { ...row, status: row.status as ProjectStatus, published: row.published === 1 };
    },

    async state(id: number): Promise<ProjectState | undefined> {
      const row = await db.selectFrom('project').select(STATE_COLUMNS).where('project.id', '=', id).executeTakeFirst();
      return row && { ...row, status: row.status as ProjectStatus, published: row.published === 1 };
    },

    async insert(values: Insertable<ProjectTable>): Promise<number> {
      const { id } = await db.insertInto('project').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change only if the row is still at `version`; false when it is not (stale). */
    async update(id: number, version: number, set: Updateable<ProjectTable>): Promise<boolean> {
      const result = await db
        .updateTable('project')
        .set({ ...set, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    doctors(projectId: number): Promise<Doctor[]> {
      return db
        .selectFrom('outpatient')
        .select(['deptName', 'doctName', 'seeTime'])
        .where('projectId', '=', projectId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async replaceDoctors(projectId: number, doctors: readonly Doctor[]): Promise<void> {
      await db.deleteFrom('outpatient').where('projectId', '=', projectId).execute();
      if (doctors.length === 0) return;
      await db
        .insertInto('outpatient')
        .values(doctors.map((doctor, sort) => ({ ...doctor, projectId, sort })))
        .execute();
    },

    /** How many people are on the project's team and how many doctors it lists. */
    async counts(projectId: number): Promise<{ members: number; doctors: number }> {
      const [members, doctors] = await Promise.all([
        db
          .selectFrom('userProjectRole')
          .select((eb) => eb.fn.count<number>('userId').distinct().as('n'))
          .where('projectId', '=', projectId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('outpatient')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('projectId', '=', projectId)
          .executeTakeFirstOrThrow(),
      ]);
      return { members: Number(members.n), doctors: Number(doctors.n) };
    },

    async departmentExists(id: number): Promise<boolean> {
      const row = await db.selectFrom('organization').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Enabled entries of one dictionary: their keys and display values (a disabled one cannot be newly picked). */
    async dictionary(code: string): Promise<{ itemKey: string; itemValue: string }[]> {
      return db
        .selectFrom('dictItem')
        .select(['itemKey', 'itemValue'])
        .where('code', '=', code)
        .where('enabled', '=', 1)
        .execute();
    },

    /** The enabled entries of several dictionaries, in display order (import and export labels). */
    dictionaries(codes: readonly string[]) {
      return db
        .selectFrom('dictItem')
        .select(['code', 'itemKey', 'itemValue'])
        .where('code', 'in', [...codes])
        .where('enabled', '=', 1)
        .orderBy('sort')
        .execute();
    },

    /** Every unit of the organization tree, by id and name (the import reads departments by name). */
    organizations() {
      return db.selectFrom('organization').select(['id', 'name']).execute();
    },

    /** Which of these project numbers some project already has. */
    async takenProjectNumbers(numbers: readonly string[]): Promise<string[]> {
      if (numbers.length === 0) return [];
      const rows = await db
        .selectFrom('project')
        .select('projectNo')
        .where('projectNo', 'in', [...numbers])
        .execute();
      return rows.flatMap((row) => row.projectNo ?? []);
    },

    /** The user's system roles: the roles a creator takes on the project's team. */
    async systemRoleIds(userId: number): Promise<number[]> {
      const rows = await db.selectFrom('userRole').select('roleId').where('userId', '=', userId).execute();
      return rows.map((row) => row.roleId);
    },

    async addToTeam(projectId: number, userId: number, roleIds: readonly number[]): Promise<void> {
      if (roleIds.length === 0) return;
      await db
        .insertInto('userProjectRole')
        .values(roleIds.map((roleId) => ({ projectId, userId, roleId })))
        .execute();
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
