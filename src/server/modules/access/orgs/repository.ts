/**
 * All SQL of the organization tree (table organization): the hospital root, its
 * departments and the units below them, with how many users belong to each.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface OrgRow {
  id: number;
  parentId: number | null;
  name: string;
  code: string | null;
  sort: number;
  version: number;
}

export interface OrgFields {
  parentId: number | null;
  name: string;
  code: string | null;
  sort: number;
}

export function createOrgRepository(db: Executor) {
  return {
    /** Every unit; a hospital has hundreds at most, so the tree is assembled in memory. */
    async all(): Promise<OrgRow[]> {
      return db
        .selectFrom('organization')
        .select(['id', 'parentId', 'name', 'code', 'sort', 'version'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async userCounts(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('staffUser')
        .select((eb) => ['deptId', eb.fn.countAll<number>().as('users')])
        .where('deptId', 'is not', null)
        .groupBy('deptId')
        .execute();
      return new Map(rows.map((row) => [Number(row.deptId), Number(row.users)]));
    },

    async codeTaken(code: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('organization').select('id').where('code', '=', code);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(fields: OrgFields): Promise<number> {
      const { id } = await db
        .insertInto('organization')
        .values({ ...fields, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change when the unit is still at `version`; false when it is not. */
    async update(id: number, version: number, set: Partial<OrgFields>): Promise<boolean> {
      const result = await db
        .updateTable('organization')
        .set({ ...set, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
