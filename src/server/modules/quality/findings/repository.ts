/**
 * All SQL of QC findings: table quality_finding (migrations 028, 031), read with its source
 * (a check task: name, level, assignee as the checker; an inspection: the inspecting body; a
 * self-check run: its day), the subject's number and initials and the responsible member's name.
 */
import type { Kysely } from 'kysely';
import type { Finding, FindingListQuery } from '../../../../shared/api/quality/findings';
import type { EvidenceFile } from '../../../../shared/api/quality/evidence';
import {
  type FindingStatus,
  OPEN_FINDING_STATUSES,
  findingStatusOf,
} from '../../../../shared/domain/quality/qc-status';
import type { Database } from '../../../db/schema';
import { rowVersionWrites } from '../../../db/row-version-writes';

type Executor = Kysely<Database>;
type Filters = Omit<FindingListQuery, 'offset' | 'limit'>;

export interface FindingState {
  id: number;
  projectId: number;
  /** Null for a finding of an inspection or a self-check (migration 031). */
  taskId: number | null;
  status: FindingStatus;
  responsibleId: number | null;
  rectifyDue: string | null;
  corrective: string | null;
  preventive: string | null;
  evidence: number[];
  verifyNote: string | null;
  returnCount: number;
  version: number;
  checkerId: number | null;
  taskStatus: number | null;
}

const SOURCE_COLUMN = { task: 'f.taskId', inspection: 'f.inspectionId', selfCheck: 'f.selfCheckRunId' } as const;

interface SourceColumns {
  taskId: number | null;
  inspectionId: number | null;
  selfCheckRunId: number | null;
  taskName: string | null;
  inspectingBody: string | null;
  selfCheckDay: string | null;
}

/** The finding's one source (migration 031's check constraint), its id and name. */
function sourceOf(row: SourceColumns): Pick<Finding, 'source' | 'sourceId' | 'sourceName'> {
  if (row.taskId !== null) return { source: 'task', sourceId: row.taskId, sourceName: row.taskName ?? '' };
  if (row.inspectionId !== null)
    return { source: 'inspection', sourceId: row.inspectionId, sourceName: row.inspectingBody ?? '' };
  return { source: 'selfCheck', sourceId: row.selfCheckRunId ?? 0, sourceName: row.selfCheckDay ?? '' };
}

function filtered(db: Executor, projectId: number, query: Filters, callerId: number | null) {
  let q = db
    .selectFrom('qualityFinding as f')
    .leftJoin('qualityCheckTask as t', 't.id', 'f.taskId')
    .leftJoin('qualityInspection as i', 'i.id', 'f.inspectionId')
    .leftJoin('selfCheckRun as sc', 'sc.id', 'f.selfCheckRunId')
    .leftJoin('trialSubject as s', 's.id', 'f.subjectId')
    .leftJoin('staffUser as r', 'r.id', 'f.responsibleId')
    .where('f.projectId', '=', projectId);
  if (query.status !== undefined) q = q.where('f.status', '=', query.status);
  const { level, source } = query;
  if (level === 1) q = q.where((eb) => eb.or([eb('t.level', '=', 1), eb('f.selfCheckRunId', 'is not', null)]));
  else if (level !== undefined) q = q.where('t.level', '=', level);
  if (source !== undefined) q = q.where(SOURCE_COLUMN[source], 'is not', null);
  if (query.problemType !== undefined) q = q.where('f.problemType', '=', query.problemType);
  if (query.taskId !== undefined) q = q.where('f.taskId', '=', query.taskId);
  if (query.mine) q = q.where('f.responsibleId', '=', callerId ?? 0).where('f.status', '=', 4);
  return q;
}

export function createFindingRepository(db: Executor) {
  const writes = rowVersionWrites(db, 'qualityFinding');
  return {
    /** Open findings first (in QC, rectifying, answered), newest first. */
    async list(
      projectId: number,
      query: Filters & { offset: number; limit: number },
      callerId: number | null,
    ): Promise<{ rows: Finding[]; total: number }> {
      const base = filtered(db, projectId, query, callerId);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .selectAll('f')
        .select((eb) => [
          't.name as taskName',
          'i.inspectingBody',
          'sc.checkedOn as selfCheckDay',
          't.level',
          't.assigneeId as checkerId',
          's.subjectNumber',
          's.initials',
          'r.realname as responsibleName',
          eb.case().when('f.status', 'in', OPEN_FINDING_STATUSES).then(0).else(1).end().as('closed'),
        ])
        .orderBy('closed')
        .orderBy('f.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      return {
        rows: rows.map((all) => {
          const {
            closed: _closed,
            inspectionId: _i,
            selfCheckRunId: _s,
            taskName: _t,
            inspectingBody: _b,
            ...row
          } = all;
          const { selfCheckDay: _day, ...finding } = row;
          return {
            ...finding,
            ...sourceOf({
              ...all,
              taskName: all.taskName ?? null,
              inspectingBody: all.inspectingBody ?? null,
              selfCheckDay: all.selfCheckDay ?? null,
            }),
            checkerId: row.checkerId ?? null,
            level: (row.level ?? (all.selfCheckRunId !== null ? 1 : null)) as Finding['level'],
            problemType: row.problemType as Finding['problemType'],
            status: findingStatusOf(row.status),
            subjectNumber: row.subjectNumber ?? null,
            initials: row.initials ?? null,
            responsibleName: row.responsibleName ?? null,
            evidence: JSON.parse(row.evidence) as number[],
          };
        }),
        total: Number(total),
      };
    },

    async byId(id: number): Promise<FindingState | undefined> {
      const row = await db
        .selectFrom('qualityFinding as f')
        .leftJoin('qualityCheckTask as t', 't.id', 'f.taskId')
        .select([
          'f.id',
          'f.projectId',
          'f.taskId',
          'f.status',
          'f.responsibleId',
          'f.rectifyDue',
          'f.corrective',
          'f.preventive',
          'f.evidence',
          'f.verifyNote',
          'f.returnCount',
          'f.version',
          't.assigneeId as checkerId',
          't.status as taskStatus',
        ])
        .where('f.id', '=', id)
        .executeTakeFirst();
      return row && { ...row, status: findingStatusOf(row.status), evidence: JSON.parse(row.evidence) as number[] };
    },

    async task(id: number) {
      return db
        .selectFrom('qualityCheckTask')
        .select(['id', 'projectId', 'status', 'sample', 'items'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async subject(id: number) {
      return db
        .selectFrom('trialSubject')
        .select(['id', 'projectId', 'invalid'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async onTeam(projectId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('userProjectRole')
        .select('userId')
        .where('projectId', '=', projectId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The finding's evidence files in its answer's order; undefined when it is not the project's. */
    async evidenceFilesOf(projectId: number, findingId: number): Promise<EvidenceFile[] | undefined> {
      const finding = await db
        .selectFrom('qualityFinding')
        .select('evidence')
        .where('id', '=', findingId)
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      if (!finding) return undefined;
      const ids = JSON.parse(finding.evidence) as number[];
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('qualityEvidence as e')
        .innerJoin('storedFile as f', 'f.id', 'e.fileId')
        .select(['e.fileId', 'f.originalName as name', 'f.size', 'f.mimeType', 'e.uploadedBy', 'e.createdAt'])
        .where('e.projectId', '=', projectId)
        .where('e.fileId', 'in', ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.fileId, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** How many of the ids name evidence files uploaded in the project. */
    async projectEvidence(projectId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .selectFrom('qualityEvidence')
        .select('fileId')
        .where('projectId', '=', projectId)
        .where('fileId', 'in', ids)
        .execute();
      return rows.length;
    },

    async insert(values: {
      projectId: number;
      taskId: number;
      itemCode: string;
      subjectId: number | null;
      problemType: number;
      severity: number;
      description: string;
      createdBy: string;
      now: string;
    }): Promise<number> {
      const { now, ...fields } = values;
      const { id } = await db
        .insertInto('qualityFinding')
        .values({ ...fields, status: 2, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    update: writes.update,
  };
}
