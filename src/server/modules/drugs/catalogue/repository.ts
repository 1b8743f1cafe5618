/**
 * All SQL of a project's drug catalogue: drug_setting, drug_product, drug_arm and drug_dosage
 * (migration 033), with the counts of what refers to a drug or an arm (packs, dosages).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

export type CatalogueTable = 'drugProduct' | 'drugArm' | 'drugDosage';

export function createCatalogueRepository(db: Kysely<Database>) {
  return {
    setting: (projectId: number) =>
      db.selectFrom('drugSetting').selectAll().where('projectId', '=', projectId).executeTakeFirst(),

    insertSetting: (values: Record<string, unknown>) =>
      db
        .insertInto('drugSetting')
        .values(values as never)
        .execute(),

    updateSetting: async (projectId: number, version: number, set: Record<string, unknown>) => {
      const result = await db
        .updateTable('drugSetting')
        .set({ ...set, version: version + 1 })
        .where('projectId', '=', projectId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    products: (projectId: number) =>
      db
        .selectFrom('drugProduct')
        .selectAll('drugProduct')
        .select((eb) =>
          eb
            .selectFrom('drugPack')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('drugPack.productId', '=', 'drugProduct.id')
            .as('packCount'),
        )
        .where('projectId', '=', projectId)
        .orderBy('code')
        .execute(),

    arms: (projectId: number) =>
      db.selectFrom('drugArm').selectAll().where('projectId', '=', projectId).orderBy('code').execute(),

    dosages: (projectId: number) =>
      db
        .selectFrom('drugDosage')
        .innerJoin('drugArm', 'drugArm.id', 'drugDosage.armId')
        .innerJoin('drugProduct', 'drugProduct.id', 'drugDosage.productId')
        .selectAll('drugDosage')
        .where('drugDosage.projectId', '=', projectId)
        .orderBy('drugArm.code')
        .orderBy('drugProduct.code')
        .execute(),

    rowOf: (table: CatalogueTable, id: number) =>
      db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
        (Record<string, unknown> & { id: number; projectId: number; version: number }) | undefined
      >,

    /** Whether another row of the project has this code. */
    codeTaken: async (table: 'drugProduct' | 'drugArm', projectId: number, code: string, exceptId: number | null) => {
      let query = db.selectFrom(table).select('id').where('projectId', '=', projectId).where('code', '=', code);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    dosageTaken: async (armId: number, productId: number, exceptId: number | null) => {
      let query = db
        .selectFrom('drugDosage')
        .select('id')
        .where('armId', '=', armId)
        .where('productId', '=', productId);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** How many packs and dosages refer to a drug or an arm. */
    references: async (table: 'drugProduct' | 'drugArm', id: number) => {
      const column = table === 'drugProduct' ? 'productId' : 'armId';
      const packs = await db
        .selectFrom('drugPack')
        .select(sql<number>`count(*)`.as('n'))
        .where(column, '=', id)
        .executeTakeFirstOrThrow();
      const dosages = await db
        .selectFrom('drugDosage')
        .select(sql<number>`count(*)`.as('n'))
        .where(column, '=', id)
        .executeTakeFirstOrThrow();
      return { packs: Number(packs.n), dosages: Number(dosages.n) };
    },

    insert: async (table: CatalogueTable, values: Record<string, unknown>) =>
      (
        await db
          .insertInto(table)
          .values(values as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: async (table: CatalogueTable, id: number, version: number, set: Record<string, unknown>) => {
      const result = await db
        .updateTable(table)
        .set({ ...set, version: version + 1 } as never)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    remove: async (table: CatalogueTable, id: number, version: number) => {
      const result = await db.deleteFrom(table).where('id', '=', id).where('version', '=', version).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
