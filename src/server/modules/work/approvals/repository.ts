/**
 * The approval workflow's SQL (migration 037): definitions and their steps, instances, their
 * step tasks, delegations, and what the engine needs to know of a user to match approvers.
 */
import type { ApproverKind, StepRule } from '../../../../shared/domain/work/approvals';
import type { Db } from '../../../db/database';

export type StepRow = StepRule;

/** Who a user is for the approver rules: name, role codes, and role codes in one project. */
export interface UserFacts {
  id: number;
  userName: string;
  roleCodes: string[];
  projectRoleCodes: string[];
}

export function createApprovalRepository(db: Db) {
  return {
    publishedDefinition(key: string) {
      return db
        .selectFrom('workflowDefinition')
        .select(['id', 'key', 'revision', 'name'])
        .where('key', '=', key)
        .where('status', '=', 'published')
        .executeTakeFirst();
    },

    definitionById(id: number) {
      return db.selectFrom('workflowDefinition').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async stepsOf(definitionId: number): Promise<StepRow[]> {
      const rows = await db
        .selectFrom('workflowStep')
        .select(['sort', 'name', 'approverKind', 'approverRef', 'minAmountFen'])
        .where('definitionId', '=', definitionId)
        .orderBy('sort')
        .execute();
      return rows.map((row) => ({ ...row, approverKind: row.approverKind as ApproverKind }));
    },

    async insertInstance(values: {
      definitionId: number;
      key: string;
      projectId: number | null;
      recordKind: string;
      recordId: number;
      title: string;
      amountFen: number | null;
      stepSort: number | null;
      status: string;
      startedBy: string;
      startedAt: string;
      endedAt: string | null;
    }): Promise<number> {
      return (await db.insertInto('workflowInstance').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    runningInstanceOf(recordKind: string, recordId: number) {
      return db
        .selectFrom('workflowInstance')
        .select('id')
        .where('recordKind', '=', recordKind)
        .where('recordId', '=', recordId)
        .where('status', '=', 'running')
        .executeTakeFirst();
    },

    instanceById(id: number) {
      return db.selectFrom('workflowInstance').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Moves a running instance on (next step or end); false when it changed meanwhile. */
    async advanceInstance(
      id: number,
      version: number,
      change: { status: string; stepSort: number | null; endedAt: string | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable('workflowInstance')
        .set({ ...change, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertTask(values: {
      instanceId: number;
      stepSort: number;
      stepName: string;
      approverKind: string;
      approverRef: string;
      createdAt: string;
    }): Promise<number> {
      return (
        await db
          .insertInto('workflowTask')
          .values({ ...values, status: 'pending' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },

    taskById(id: number) {
      return db.selectFrom('workflowTask').selectAll().where('id', '=', id).executeTakeFirst();
    },

    tasksOf(instanceId: number) {
      return db
        .selectFrom('workflowTask')
        .selectAll()
        .where('instanceId', '=', instanceId)
        .orderBy('stepSort')
        .execute();
    },

    /** Decides a pending task; false when someone decided it first (the update found it no longer pending). */
    async decideTask(
      id: number,
      decision: {
        status: string;
        decidedBy: string;
        decidedFor: string | null;
        decidedAt: string;
        comment: string | null;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('workflowTask')
        .set(decision)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setTaskSignature(id: number, signatureId: number): Promise<void> {
      await db.updateTable('workflowTask').set({ signatureId }).where('id', '=', id).execute();
    },

    /** A record's approvals, oldest first. */
    instancesOf(recordKind: string, recordId: number) {
      return db
        .selectFrom('workflowInstance')
        .select(['id', 'key', 'recordKind', 'recordId', 'amountFen'])
        .where('recordKind', '=', recordKind)
        .where('recordId', '=', recordId)
        .orderBy('id')
        .execute();
    },

    /** An approval's decided and signed steps, in order. */
    signedTasksOf(instanceId: number) {
      return db
        .selectFrom('workflowTask')
        .select(['id', 'stepSort', 'stepName', 'status', 'comment'])
        .where('instanceId', '=', instanceId)
        .where('signatureId', 'is not', null)
        .orderBy('stepSort')
        .orderBy('id')
        .execute();
    },

    async cancelPendingTasks(instanceId: number, at: string): Promise<void> {
      await db
        .updateTable('workflowTask')
        .set({ status: 'cancelled', decidedAt: at })
        .where('instanceId', '=', instanceId)
        .where('status', '=', 'pending')
        .execute();
    },

    async userFacts(userId: number, projectId: number | null): Promise<UserFacts | undefined> {
      const user = await db
        .selectFrom('staffUser')
        .select(['id', 'userName'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return undefined;
      const roles = await db
        .selectFrom('userRole as ur')
        .innerJoin('role as r', 'r.id', 'ur.roleId')
        .select('r.code')
        .where('ur.userId', '=', userId)
        .execute();
      const projectRoles =
        projectId === null
          ? []
          : await db
              .selectFrom('userProjectRole as upr')
              .innerJoin('role as r', 'r.id', 'upr.roleId')
              .select('r.code')
              .where('upr.userId', '=', userId)
              .where('upr.projectId', '=', projectId)
              .execute();
      return {
        ...user,
        roleCodes: roles.map((r) => r.code),
        projectRoleCodes: projectRoles.map((r) => r.code),
      };
    },

    /** The delegations naming `agentId` as agent that are not revoked and not over before `day`. */
    agenciesOfAgent(agentId: number, day: string) {
      return db
        .selectFrom('workflowAgency as a')
        .innerJoin('staffUser as p', 'p.id', 'a.principalId')
        .select([
          'a.id',
          'a.principalId',
          'p.userName as principalName',
          'a.workflowKey',
          'a.startsOn',
          'a.endsOn',
          'a.revokedAt',
        ])
        .where('a.agentId', '=', agentId)
        .where('a.revokedAt', 'is', null)
        .where('a.endsOn', '>=', day)
        .orderBy('a.id')
        .execute();
    },
  };
}

export type ApprovalRepository = ReturnType<typeof createApprovalRepository>;
