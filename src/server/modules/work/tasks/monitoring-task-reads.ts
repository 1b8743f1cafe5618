/**
 * The inbox's reads of monitoring records by id (quality_query, monitoring_visit), part of the
 * task repository (repository.ts). Reads only; subjects by number and initials only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export function createMonitoringTaskReads(db: Executor) {
  return {
    async queries(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('qualityQuery as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .select([
          'r.id',
          'r.projectId',
          'p.name as projectName',
          'r.subjectId',
          'ts.subjectNumber',
          'ts.initials',
          'r.createdAt',
          'r.recordKind',
          'r.field',
          'r.question',
          'r.answer',
        ])
        .where('r.id', 'in', ids)
        .execute();
    },

    async appointments(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('monitoringVisit as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .select([
          'r.id',
          'r.projectId',
          'p.name as projectName',
          'r.createdAt',
          'r.monitorName',
          'r.visitDate',
          'r.proposedDate',
          'r.purpose',
        ])
        .where('r.id', 'in', ids)
        .execute();
    },
  };
}
