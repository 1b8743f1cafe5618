/**
 * All SQL of protocol violations: table safety_violation (migration 012), read with the
 * subject's number and initials (trial_subject) and, for a visit deviation, the visit's
 * name and code (subject_visit). Kept until deleted (open manual entries only).
 */
import type { Kysely } from 'kysely';
import type { ViolationListQuery } from '../../../../shared/api/safety/violations';
import type { ViolationSource, ViolationStatus } from '../../../../shared/domain/safety/status';
import { rowVersionWrites } from '../../../db/row-version-writes';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;
type Filters = Omit<ViolationListQuery, 'offset' | 'limit'>;

/** The fields an entry sets, as the audit trail records them. */
export interface ViolationFields {
  subjectId: number;
  type: number | null;
  severity: number;
  occurredDate: string;
  description: string;
}

export interface ViolationState extends ViolationFields {
  id: number;
  projectId: number;
  source: ViolationSource;
  subjectVisitId: number | null;
  status: ViolationStatus;
  reviewNote: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  version: number;
}

export interface ReviewFields {
  status: ViolationStatus;
  reviewNote: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** A visit deviation the rules make a violation, not recorded yet. */
export interface UnrecordedDeviation {
  subjectVisitId: number;
  subjectId: number;
  source: ViolationSource;
  name: string;
  visitCode: string;
  plannedDate: string;
  windowStart: string;
  windowEnd: string;
  executedDate: string | null;
  note: string | null;
}

const stateColumns = [
  'id',
  'projectId',
  'subjectId',
  'type',
  'severity',
  'occurredDate',
  'description',
  'source',
  'subjectVisitId',
  'status',
  'reviewNote',
  'reviewedBy',
  'reviewedAt',
  'version',
] as const;

function filtered(db: Executor, projectId: number, query: Filters) {
  let q = db
    .selectFrom('safetyViolation as v')
    .innerJoin('trialSubject as s', 's.id', 'v.subjectId')
    .leftJoin('subjectVisit as sv', 'sv.id', 'v.subjectVisitId')
    .where('v.projectId', '=', projectId);
  if (query.status) q = q.where('v.status', '=', query.status);
  if (query.type) q = q.where('v.type', '=', query.type);
  if (query.source) q = q.where('v.source', '=', query.source);
  if (query.subjectId) q = q.where('v.subjectId', '=', query.subjectId);
  if (query.id) q = q.where('v.id', '=', query.id);
  return q;
}

export function createViolationRepository(db: Executor) {
  const writes = rowVersionWrites(db, 'safetyViolation');
  return {
    /** Open ones first, then the latest occurrence first. */
    async list(projectId: number, query: Filters & { offset: number; limit: number }) {
      const base = filtered(db, projectId, query);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .selectAll('v')
        .select(['s.subjectNumber', 's.initials', 'sv.name as visitName', 'sv.visitCode'])
        .orderBy('v.status', 'asc')
        .orderBy('v.occurredDate', 'desc')
        .orderBy('v.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      return {
        rows: rows.map((row) => ({
          ...row,
          source: row.source as ViolationSource,
          status: row.status as ViolationStatus,
          visitName: row.visitName ?? null,
          visitCode: row.visitCode ?? null,
        })),
        total: Number(total),
      };
    },

    async byId(id: number): Promise<ViolationState | undefined> {
      const row = await db.selectFrom('safetyViolation').select(stateColumns).where('id', '=', id).executeTakeFirst();
      return row && { ...row, source: row.source as ViolationSource, status: row.status as ViolationStatus };
    },

    async subject(id: number) {
      return db
        .selectFrom('trialSubject')
        .select(['id', 'projectId', 'invalid'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(
      projectId: number,
      fields: ViolationFields,
      origin: { source: ViolationSource; subjectVisitId: number | null; createdBy: string },
      now: string,
    ): Promise<number | undefined> {
      // A visit deviation already recorded (unique subject_visit_id + source) is skipped, not doubled.
      const row = await db
        .insertInto('safetyViolation')
        .values({ projectId, ...fields, ...origin, status: 'open', createdAt: now, updatedAt: now, version: 1 })
        .onConflict((oc) => oc.columns(['subjectVisitId', 'source']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Applies a change if the row is still at `version`; false when another write got there first. */
    update: (id: number, version: number, set: Partial<ViolationFields> | ReviewFields, now: string) =>
      writes.update(id, version, set, now),

    remove: writes.remove,

    /** The project's done-out-of-window and missed visits of valid subjects with no violation of their kind yet. */
    async unrecordedDeviations(projectId: number, sources: ViolationSource[]): Promise<UnrecordedDeviation[]> {
      if (sources.length === 0) return [];
      const rows = await db
        .selectFrom('subjectVisit as sv')
        .innerJoin('trialSubject as s', 's.id', 'sv.subjectId')
        .select([
          'sv.id as subjectVisitId',
          'sv.subjectId',
          'sv.status',
          'sv.name',
          'sv.visitCode',
          'sv.plannedDate',
          'sv.windowStart',
          'sv.windowEnd',
          'sv.executedDate',
          'sv.note',
        ])
        .where('sv.projectId', '=', projectId)
        .where('s.invalid', '=', 0)
        .where((eb) =>
          eb.or([
            ...(sources.includes('visitMissed') ? [eb('sv.status', '=', 'missed')] : []),
            ...(sources.includes('visitOutOfWindow')
              ? [eb.and([eb('sv.status', '=', 'done'), eb('sv.outOfWindow', '=', 1)])]
              : []),
          ]),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('safetyViolation as x')
                .select('x.id')
                .whereRef('x.subjectVisitId', '=', 'sv.id')
                .where('x.source', 'in', ['visitMissed', 'visitOutOfWindow']),
            ),
          ),
        )
        .orderBy('s.seq')
        .orderBy('sv.sort')
        .orderBy('sv.cycle')
        .execute();
      return rows.map(({ status, ...row }) => ({
        ...row,
        source: status === 'missed' ? 'visitMissed' : 'visitOutOfWindow',
      }));
    },
  };
}
