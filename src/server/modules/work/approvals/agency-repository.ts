/** The SQL of a user's side of approvals (migration 037): who they are for the approver rules, their delegations, the steps open to them. */
import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

/** A user's names for the approver rules (user name, role codes, role codes per project); null for no such user. */
export async function approverFactsOf(db: Kysely<Database>, userId: number) {
  const user = await db.selectFrom('staffUser').select('userName').where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const roles = await db
    .selectFrom('userRole as ur')
    .innerJoin('role as r', 'r.id', 'ur.roleId')
    .select('r.code')
    .where('ur.userId', '=', userId)
    .execute();
  const projectRoles = await db
    .selectFrom('userProjectRole as upr')
    .innerJoin('role as r', 'r.id', 'upr.roleId')
    .select(['upr.projectId', 'r.code'])
    .where('upr.userId', '=', userId)
    .execute();
  return { userName: user.userName, roleCodes: roles.map((r) => r.code), projectRoles };
}

export function createAgencyRepository(db: Db) {
  return {
    /** A user's names for the approver rules: user name, role codes, role codes per project. */
    async factsOf(userId: number) {
      const facts = await approverFactsOf(db, userId);
      if (!facts) throw new Error(`no staff user ${userId}`);
      return facts;
    },

    /** The delegations naming the agent that are not revoked. */
    openOfAgent(agentId: number) {
      return db
        .selectFrom('workflowAgency')
        .select(['principalId', 'workflowKey', 'startsOn', 'endsOn', 'revokedAt'])
        .where('agentId', '=', agentId)
        .where('revokedAt', 'is', null)
        .execute();
    },

    /** Pending steps of running approvals whose approver is one of `refs`, not started by `userName`. */
    pendingTasks(refs: string[], userName: string) {
      return db
        .selectFrom('workflowTask as t')
        .innerJoin('workflowInstance as i', 'i.id', 't.instanceId')
        .select([
          't.id as taskId',
          'i.id as instanceId',
          'i.key',
          'i.projectId',
          'i.recordKind',
          'i.recordId',
          'i.title',
          'i.amountFen',
          't.stepSort',
          't.stepName',
          't.approverKind',
          't.approverRef',
          'i.startedBy',
          'i.startedAt',
          't.createdAt',
        ])
        .where('t.status', '=', 'pending')
        .where('t.approverRef', 'in', refs)
        .where('i.status', '=', 'running')
        .where('i.startedBy', '<>', userName)
        .orderBy('t.createdAt')
        .orderBy('t.id')
        .execute();
    },

    /** The user's delegations, given and received, not over before `day`. */
    ofUser(userId: number, day: string) {
      return db
        .selectFrom('workflowAgency as a')
        .innerJoin('staffUser as p', 'p.id', 'a.principalId')
        .innerJoin('staffUser as g', 'g.id', 'a.agentId')
        .select([
          'a.id',
          'p.userName as principalName',
          'g.userName as agentName',
          'a.workflowKey',
          'a.startsOn',
          'a.endsOn',
          'a.reason',
          'a.revokedAt',
        ])
        .where((eb) => eb.or([eb('a.principalId', '=', userId), eb('a.agentId', '=', userId)]))
        .where('a.endsOn', '>=', day)
        .orderBy('a.startsOn')
        .orderBy('a.id')
        .execute();
    },

    userByName(userName: string) {
      return db.selectFrom('staffUser').select(['id', 'status']).where('userName', '=', userName).executeTakeFirst();
    },

    async insert(values: {
      principalId: number;
      agentId: number;
      workflowKey: string | null;
      startsOn: string;
      endsOn: string;
      reason: string | null;
      createdAt: string;
    }): Promise<number> {
      return (await db.insertInto('workflowAgency').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    byId(id: number) {
      return db.selectFrom('workflowAgency').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async revoke(id: number, revokedAt: string): Promise<void> {
      await db.updateTable('workflowAgency').set({ revokedAt }).where('id', '=', id).execute();
    },
  };
}
