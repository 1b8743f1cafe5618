/**
 * All SQL of biological samples (migration 060): samples with their subject, visit and box,
 * the chain of custody, boxes and what occupies them. Shipments are in shipment-repository.ts.
 */
import type { Kysely } from 'kysely';
import type { Sample } from '../../../../shared/api/visits/samples';
import type { SampleStatus, SampleType } from '../../../../shared/domain/visits/samples';
import { containsIgnoringCase } from '../../../db/like';
import type { Database } from '../../../db/schema';
import type { SampleTable } from '../../../db/schema/samples';

export interface SampleFilter {
  status?: SampleStatus;
  boxId?: number;
  search?: string;
  shipmentId?: number;
}

type SampleRow = Omit<Sample, 'sampleType' | 'status'> & { sampleType: string; status: string };
const asSample = (row: SampleRow): Sample => ({
  ...row,
  sampleType: row.sampleType as SampleType,
  status: row.status as SampleStatus,
});

export function createSampleRepository(db: Kysely<Database>) {
  const base = (projectId: number, filter: SampleFilter) => {
    let query = db
      .selectFrom('sample as s')
      .innerJoin('trialSubject as t', 't.id', 's.subjectId')
      .leftJoin('subjectVisit as v', 'v.id', 's.subjectVisitId')
      .leftJoin('sampleBox as b', 'b.id', 's.boxId')
      .where('s.projectId', '=', projectId);
    if (filter.status) query = query.where('s.status', '=', filter.status);
    if (filter.boxId !== undefined) query = query.where('s.boxId', '=', filter.boxId);
    if (filter.shipmentId !== undefined) query = query.where('s.shipmentId', '=', filter.shipmentId);
    if (filter.search) {
      const term = filter.search;
      query = query.where((eb) =>
        eb.or([
          containsIgnoringCase(eb, db, 's.sampleCode', term),
          containsIgnoringCase(eb, db, 't.subjectNumber', term),
        ]),
      );
    }
    return query;
  };
  const columns = [
    's.id',
    's.sampleCode',
    's.subjectId',
    't.subjectNumber',
    's.subjectVisitId',
    'v.name as visitName',
    's.sampleType',
    's.collectedAt',
    's.collectedBy',
    's.status',
    's.boxId',
    'b.label as boxLabel',
    's.positionRow',
    's.positionCol',
    's.shipmentId',
    's.note',
    's.version',
  ] as const;

  return {
    async page(projectId: number, filter: SampleFilter, paging: { offset: number; limit: number }) {
      const rows = await base(projectId, filter)
        .select(columns)
        .orderBy('s.collectedAt', 'desc')
        .orderBy('s.id', 'desc')
        .offset(paging.offset)
        .limit(paging.limit)
        .execute();
      const { total } = await base(projectId, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows: rows.map(asSample), total: Number(total) };
    },

    async all(projectId: number, filter: SampleFilter, limit: number): Promise<Sample[]> {
      const rows = await base(projectId, filter)
        .select(columns)
        .orderBy('b.label')
        .orderBy('s.positionRow')
        .orderBy('s.positionCol')
        .orderBy('s.sampleCode')
        .limit(limit)
        .execute();
      return rows.map(asSample);
    },

    async byId(projectId: number, id: number): Promise<Sample | undefined> {
      const row = await base(projectId, {}).select(columns).where('s.id', '=', id).executeTakeFirst();
      return row && asSample(row);
    },

    async byCode(projectId: number, code: string): Promise<Sample | undefined> {
      const row = await base(projectId, {}).select(columns).where('s.sampleCode', '=', code).executeTakeFirst();
      return row && asSample(row);
    },

    custody: (sampleId: number) =>
      db
        .selectFrom('sampleCustody')
        .select(['id', 'action', 'fromStatus', 'toStatus', 'position', 'shipmentId', 'note', 'actorName', 'at'])
        .where('sampleId', '=', sampleId)
        .orderBy('id')
        .execute(),

    sampleVisits: (projectId: number) =>
      db
        .selectFrom('subjectVisit as v')
        .innerJoin('trialSubject as t', 't.id', 'v.subjectId')
        .select((eb) => [
          'v.id as subjectVisitId',
          'v.subjectId',
          't.subjectNumber',
          'v.name as visitName',
          'v.plannedDate',
          'v.executedDate',
          eb
            .selectFrom('sample as s')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .whereRef('s.subjectVisitId', '=', 'v.id')
            .as('samples'),
        ])
        .where('v.projectId', '=', projectId)
        // The subject's visit keeps the plan's activities as JSON written by JSON.stringify.
        .where('v.activities', 'like', '%"type":"sampling"%')
        .orderBy('v.plannedDate')
        .orderBy('t.subjectNumber')
        .limit(500)
        .execute(),

    subjectOf: (projectId: number, subjectId: number) =>
      db
        .selectFrom('trialSubject')
        .select(['id', 'subjectNumber'])
        .where('projectId', '=', projectId)
        .where('id', '=', subjectId)
        .executeTakeFirst(),

    visitOf: (subjectId: number, subjectVisitId: number) =>
      db
        .selectFrom('subjectVisit')
        .select(['id', 'name'])
        .where('subjectId', '=', subjectId)
        .where('id', '=', subjectVisitId)
        .executeTakeFirst(),

    codeTaken: async (projectId: number, code: string) =>
      (await db
        .selectFrom('sample')
        .select('id')
        .where('projectId', '=', projectId)
        .where('sampleCode', '=', code)
        .executeTakeFirst()) !== undefined,

    insert: async (values: Omit<SampleTable, 'id' | 'version'>) =>
      (
        await db
          .insertInto('sample')
          .values({ ...values, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** Applies a move at the version read; false when someone else changed the sample first. */
    async update(id: number, version: number, changes: Omit<Partial<SampleTable>, 'id' | 'version'>, now: string) {
      const result = await db
        .updateTable('sample')
        .set({ ...changes, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    addCustody: (row: Omit<Database['sampleCustody'], 'id'> & { id?: never }) =>
      db.insertInto('sampleCustody').values(row).execute(),

    positionHolder: (boxId: number, row: number, col: number) =>
      db
        .selectFrom('sample')
        .select(['id', 'sampleCode'])
        .where('boxId', '=', boxId)
        .where('positionRow', '=', row)
        .where('positionCol', '=', col)
        .executeTakeFirst(),
  };
}
