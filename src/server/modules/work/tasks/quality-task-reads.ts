/**
 * The inbox's reads of quality-control records by id (quality_check_task, quality_finding),
 * part of the task repository (repository.ts). Reads only; subjects by number and initials only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export function createQualityTaskReads(db: Executor) {
  return {
    async checkTasks(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('qualityCheckTask as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .select([
          'r.id',
          'r.projectId',
          'p.name as projectName',
          'r.createdAt',
          'r.name',
          'r.level',
          'r.status',
          'r.dueDate',
        ])
        .where('r.id', 'in', ids)
        .execute();
    },

    async findings(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('qualityFinding as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .leftJoin('qualityCheckTask as t', 't.id', 'r.taskId')
        .leftJoin('qualityInspection as i', 'i.id', 'r.inspectionId')
        .leftJoin('selfCheckRun as sc', 'sc.id', 'r.selfCheckRunId')
        .leftJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .select([
          'r.id',
          'r.projectId',
          'p.name as projectName',
          'r.subjectId',
          'ts.subjectNumber',
          'ts.initials',
          'r.createdAt',
          't.name as taskName',
          'i.inspectingBody',
          'sc.checkedOn as selfCheckDay',
          'r.problemType',
          'r.description',
          'r.rectifyDue',
          'r.returnCount',
          'r.answeredBy',
        ])
        .where('r.id', 'in', ids)
        .execute();
    },
  };
}
