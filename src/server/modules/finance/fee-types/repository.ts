/** All SQL of the site's fee types: table finance_fee_type (migration 038). */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

export interface FeeTypeFields {
  code: string;
  name: string;
  nameEn: string | null;
  category: string;
  active: number;
  sort: number;
}

/** The tables whose rows name a fee type: while one does, the fee type stays. */
const USERS = ['finance_budget_line', 'finance_accrual', 'finance_invoice_line', 'finance_expense'] as const;
const usedBy = (table: (typeof USERS)[number]) =>
  sql<number>`exists (select 1 from ${sql.table(table)} u where u.fee_type_id = finance_fee_type.id)`;
const inUse = sql<number>`case when ${sql.join(
  USERS.map((table) => usedBy(table)),
  sql` or `,
)} then 1 else 0 end`;

export function createFeeTypeRepository(db: Kysely<Database>) {
  return {
    list: () =>
      db
        .selectFrom('financeFeeType')
        .selectAll()
        .select(inUse.as('inUse'))
        .orderBy('sort')
        .orderBy('code')
        .orderBy('id')
        .execute(),

    byId: (id: number) =>
      db.selectFrom('financeFeeType').selectAll().select(inUse.as('inUse')).where('id', '=', id).executeTakeFirst(),

    codeTaken: async (code: string, exceptId: number | null) => {
      let query = db.selectFrom('financeFeeType').select('id').where('code', '=', code);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: async (fields: FeeTypeFields, createdBy: string, now: string) =>
      (
        await db
          .insertInto('financeFeeType')
          .values({ ...fields, createdBy, createdAt: now, updatedAt: now, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: async (id: number, version: number, fields: Partial<FeeTypeFields>, now: string) => {
      const result = await db
        .updateTable('financeFeeType')
        .set({ ...fields, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    remove: async (id: number, version: number) => {
      const result = await db
        .deleteFrom('financeFeeType')
        .where('id', '=', id)
        .where('version', '=', version)
        .where(sql<boolean>`${inUse} = 0`)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
