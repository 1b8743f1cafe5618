/**
 * The inbox's reads of approval steps (migration 037), part of the task repository
 * (repository.ts): whom the caller may decide for today (their names for the approver rules,
 * and those of the principals whose delegations cover today), and open steps by id with their
 * approval and project. Reads only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { approverFactsOf } from '../approvals/agency-repository';
import type { ApproverFacts, ApproverIdentities } from './task-branches-approvals';

type Executor = Kysely<Database>;

export function createApprovalTaskReads(db: Executor) {
  const factsOf = (userId: number): Promise<ApproverFacts | null> => approverFactsOf(db, userId);

  return {
    /** The caller's names and those of whoever delegated to them for `today`. */
    async approverIdentities(userId: number, today: string): Promise<ApproverIdentities | undefined> {
      const me = await factsOf(userId);
      if (!me) return undefined;
      const agencies = await db
        .selectFrom('workflowAgency')
        .select(['principalId', 'workflowKey', 'startsOn', 'endsOn', 'revokedAt'])
        .where('agentId', '=', userId)
        .where('revokedAt', 'is', null)
        .where('startsOn', '<=', today)
        .where('endsOn', '>=', today)
        .execute();
      const principals: ApproverIdentities['principals'] = [];
      for (const { principalId, ...agency } of agencies) {
        const facts = await factsOf(principalId);
        if (facts) principals.push({ facts, agency });
      }
      return { me, principals };
    },

    /** Open approval steps by id, with the approval they belong to and its project. */
    async approvalSteps(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('workflowTask as r')
        .innerJoin('workflowInstance as i', 'i.id', 'r.instanceId')
        .innerJoin('project as p', 'p.id', 'i.projectId')
        .leftJoin('financeSetting as fs', 'fs.projectId', 'i.projectId')
        .select([
          'fs.currency',
          'r.id',
          'i.projectId',
          'p.name as projectName',
          'r.createdAt',
          'r.stepName',
          'r.approverKind',
          'r.approverRef',
          'i.id as instanceId',
          'i.key',
          'i.title',
          'i.amountFen',
          'i.startedBy',
        ])
        .where('r.id', 'in', ids)
        .execute();
    },
  };
}

export type ApprovalStepRow = Awaited<ReturnType<ReturnType<typeof createApprovalTaskReads>['approvalSteps']>>[number];
