/**
 * All SQL of inspections (table quality_inspection, migration 031) and of the findings
 * attached to an inspection or a self-check run (quality_finding.inspection_id or
 * self_check_run_id; the check task's findings are the findings module's).
 */
import type { Kysely } from 'kysely';
import type { AttachedFinding, Inspection, InspectionListQuery } from '../../../../shared/api/quality/inspections';
import type { InspectionType } from '../../../../shared/domain/quality/inspection-dictionaries';
import { OPEN_FINDING_STATUSES, findingStatusOf } from '../../../../shared/domain/quality/qc-status';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;
type Source = 'inspectionId' | 'selfCheckRunId';

/** The findings of one inspection or self-check run, in the order they were recorded. */
export async function attachedFindings(db: Executor, source: Source, id: number): Promise<AttachedFinding[]> {
  const rows = await db
    .selectFrom('qualityFinding as f')
    .leftJoin('staffUser as r', 'r.id', 'f.responsibleId')
    .select([
      'f.id',
      'f.itemCode',
      'f.problemType',
      'f.severity',
      'f.description',
      'f.status',
      'f.responsibleId',
      'r.realname as responsibleName',
      'f.rectifyDue',
      'f.corrective',
      'f.preventive',
      'f.verifyNote',
      'f.returnCount',
      'f.createdBy',
      'f.createdAt',
      'f.updatedAt',
      'f.version',
    ])
    .where(`f.${source}`, '=', id)
    .orderBy('f.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    problemType: row.problemType as AttachedFinding['problemType'],
    status: findingStatusOf(row.status),
    responsibleName: row.responsibleName ?? null,
  }));
}

/** Records a finding attached to an inspection or a self-check run (status 2, in QC). */
export async function insertAttachedFinding(
  db: Executor,
  values: {
    projectId: number;
    source: Source;
    sourceId: number;
    itemCode: string;
    problemType: number;
    severity: number;
    description: string;
    createdBy: string;
    now: string;
  },
): Promise<number> {
  const { source, sourceId, now, ...fields } = values;
  const { id } = await db
    .insertInto('qualityFinding')
    .values({ ...fields, [source]: sourceId, status: 2, createdAt: now, updatedAt: now, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function createInspectionRepository(db: Executor) {
  const withCounts = () =>
    db
      .selectFrom('qualityInspection as i')
      .selectAll('i')
      .select((eb) => [
        eb
          .selectFrom('qualityFinding as f')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .whereRef('f.inspectionId', '=', 'i.id')
          .as('findingCount'),
        eb
          .selectFrom('qualityFinding as f')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .whereRef('f.inspectionId', '=', 'i.id')
          .where('f.status', 'in', OPEN_FINDING_STATUSES)
          .as('openFindingCount'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof withCounts>['executeTakeFirstOrThrow']>>;
  const toInspection = (row: Row): Inspection => ({
    ...row,
    inspectionType: row.inspectionType as InspectionType,
    attachments: JSON.parse(row.attachments) as number[],
    findingCount: Number(row.findingCount ?? 0),
    openFindingCount: Number(row.openFindingCount ?? 0),
  });

  return {
    async list(projectId: number, query: InspectionListQuery & { offset: number; limit: number }) {
      let base = db.selectFrom('qualityInspection').where('projectId', '=', projectId);
      if (query.inspectionType !== undefined) base = base.where('inspectionType', '=', query.inspectionType);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      let rows = withCounts().where('i.projectId', '=', projectId);
      if (query.inspectionType !== undefined) rows = rows.where('i.inspectionType', '=', query.inspectionType);
      const found = await rows
        .orderBy('i.startDate', 'desc')
        .orderBy('i.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      return { rows: found.map(toInspection), total: Number(total) };
    },

    async byId(id: number): Promise<Inspection | undefined> {
      const row = await withCounts().where('i.id', '=', id).executeTakeFirst();
      return row && toInspection(row);
    },

    /** How many of the ids name private stored files. */
    async privateFiles(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .selectFrom('storedFile')
        .select('id')
        .where('id', 'in', ids)
        .where('visibility', '=', 'private')
        .execute();
      return rows.length;
    },
  };
}
