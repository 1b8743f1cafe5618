/** All SQL of sample boxes (table sample_box, migration 060) and of how full they are. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface BoxFields {
  label: string;
  freezer: string;
  rack: string | null;
  shelf: string | null;
  gridRows: number;
  gridCols: number;
}

export function createBoxRepository(db: Kysely<Database>) {
  const withOccupied = (projectId: number) =>
    db
      .selectFrom('sampleBox as b')
      .selectAll('b')
      .select((eb) =>
        eb
          .selectFrom('sample as s')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('s.boxId', '=', 'b.id')
          .as('occupied'),
      )
      .where('b.projectId', '=', projectId);
  const shaped = <R extends { occupied: number | string | null }>(row: R) => ({
    ...row,
    occupied: Number(row.occupied ?? 0),
  });

  return {
    list: async (projectId: number) =>
      (
        await withOccupied(projectId)
          .orderBy('b.freezer')
          .orderBy('b.rack')
          .orderBy('b.shelf')
          .orderBy('b.label')
          .orderBy('b.id')
          .execute()
      ).map(shaped),

    byId: async (projectId: number, id: number) => {
      const row = await withOccupied(projectId).where('b.id', '=', id).executeTakeFirst();
      return row && shaped(row);
    },

    labelTaken: async (projectId: number, label: string, exceptId: number | null) => {
      let query = db.selectFrom('sampleBox').select('id').where('projectId', '=', projectId).where('label', '=', label);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** The furthest row and column a sample holds in the box (0 when empty). */
    extent: async (boxId: number) => {
      const row = await db
        .selectFrom('sample')
        .select((eb) => [eb.fn.max('positionRow').as('maxRow'), eb.fn.max('positionCol').as('maxCol')])
        .where('boxId', '=', boxId)
        .executeTakeFirst();
      return { rows: Number(row?.maxRow ?? 0), cols: Number(row?.maxCol ?? 0) };
    },

    insert: async (projectId: number, fields: BoxFields, createdBy: string, now: string) =>
      (
        await db
          .insertInto('sampleBox')
          .values({ projectId, ...fields, createdBy, createdAt: now, updatedAt: now, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: async (id: number, version: number, fields: Partial<BoxFields>, now: string) => {
      const result = await db
        .updateTable('sampleBox')
        .set({ ...fields, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
