/** All SQL of sample shipments and their temperature logs (migration 060). */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SampleShipmentTable } from '../../../db/schema/samples';

export function createShipmentRepository(db: Kysely<Database>) {
  const withCount = (projectId: number) =>
    db
      .selectFrom('sampleShipment as h')
      .selectAll('h')
      .select((eb) =>
        eb
          .selectFrom('sample as s')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('s.shipmentId', '=', 'h.id')
          .as('samples'),
      )
      .where('h.projectId', '=', projectId);
  const shaped = <R extends { samples: number | string | null }>(row: R) => ({
    ...row,
    samples: Number(row.samples ?? 0),
  });

  return {
    list: async (projectId: number) =>
      (await withCount(projectId).orderBy('h.createdAt', 'desc').orderBy('h.id', 'desc').execute()).map(shaped),

    byId: async (projectId: number, id: number) => {
      const row = await withCount(projectId).where('h.id', '=', id).executeTakeFirst();
      return row && shaped(row);
    },

    codeTaken: async (projectId: number, code: string) =>
      (await db
        .selectFrom('sampleShipment')
        .select('id')
        .where('projectId', '=', projectId)
        .where('code', '=', code)
        .executeTakeFirst()) !== undefined,

    insert: async (values: Omit<SampleShipmentTable, 'id' | 'version'>) =>
      (
        await db
          .insertInto('sampleShipment')
          .values({ ...values, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: async (
      id: number,
      version: number,
      changes: Omit<Partial<SampleShipmentTable>, 'id' | 'version'>,
      now: string,
    ) => {
      const result = await db
        .updateTable('sampleShipment')
        .set({ ...changes, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The samples a shipment takes: the stored ones of the boxes and the named ones. */
    candidates: (projectId: number, boxIds: number[], sampleIds: number[]) => {
      let query = db
        .selectFrom('sample')
        .select(['id', 'sampleCode', 'status', 'shipmentId', 'boxId', 'version'])
        .where('projectId', '=', projectId);
      query = query.where((eb) => {
        const parts = [];
        if (boxIds.length > 0) parts.push(eb.and([eb('boxId', 'in', boxIds), eb('status', '=', 'stored')]));
        if (sampleIds.length > 0) parts.push(eb('id', 'in', sampleIds));
        return eb.or(parts);
      });
      return query.orderBy('id').execute();
    },

    boxesOf: (projectId: number, boxIds: number[]) =>
      db.selectFrom('sampleBox').select('id').where('projectId', '=', projectId).where('id', 'in', boxIds).execute(),

    samplesIn: (shipmentId: number) =>
      db
        .selectFrom('sample as s')
        .leftJoin('sampleBox as b', 'b.id', 's.boxId')
        .select(['s.id', 's.status', 's.version', 's.boxId', 'b.label as boxLabel', 's.positionRow', 's.positionCol'])
        .where('s.shipmentId', '=', shipmentId)
        .orderBy('s.id')
        .execute(),

    temperatures: async (shipmentId: number) =>
      (
        await db
          .selectFrom('sampleTemperature')
          .select(['id', 'readAt', 'tenthsCelsius', 'recordedBy'])
          .where('shipmentId', '=', shipmentId)
          .orderBy('readAt')
          .orderBy('id')
          .execute()
      ).map(({ tenthsCelsius, ...row }) => ({ ...row, celsius: tenthsCelsius / 10 })),

    addTemperature: async (row: Omit<Database['sampleTemperature'], 'id'> & { id?: never }) =>
      (await db.insertInto('sampleTemperature').values(row).returning('id').executeTakeFirstOrThrow()).id,
  };
}
