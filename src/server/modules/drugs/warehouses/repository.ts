/** All SQL of the site's pharmacies: table drug_warehouse (migration 033). */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface WarehouseFields {
  kind: string;
  name: string;
  department: string | null;
  location: string | null;
  active: number;
}

export function createWarehouseRepository(db: Kysely<Database>) {
  return {
    list: () =>
      db.selectFrom('drugWarehouse').selectAll().orderBy('active', 'desc').orderBy('name').orderBy('id').execute(),

    byId: (id: number) => db.selectFrom('drugWarehouse').selectAll().where('id', '=', id).executeTakeFirst(),

    nameTaken: async (name: string, exceptId: number | null) => {
      let query = db.selectFrom('drugWarehouse').select('id').where('name', '=', name);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: async (fields: WarehouseFields, createdBy: string, now: string) =>
      (
        await db
          .insertInto('drugWarehouse')
          .values({ ...fields, createdBy, createdAt: now, updatedAt: now, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: async (id: number, version: number, fields: Partial<WarehouseFields>, now: string) => {
      const result = await db
        .updateTable('drugWarehouse')
        .set({ ...fields, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
