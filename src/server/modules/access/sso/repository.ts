/**
 * SQL of single sign-on: the started sign-ins (`sso_flow`: state, nonce and PKCE verifier,
 * until the callback spends them or they expire after FLOW_TTL_MS) and the links from a
 * provider's claim value to a staff account (`staff_sso_link`, kept until removed).
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { SsoFlowSecrets } from './oidc-client';

/** How long the browser may stay at the provider before the sign-in must start again. */
type Executor = Kysely<Database>;

export const FLOW_TTL_MS = 10 * 60_000;

export interface SsoAccount {
  id: number;
  userName: string;
  status: string;
}

export const ssoRepository = {
  async saveFlow(db: Db, secrets: SsoFlowSecrets, now: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      // Abandoned sign-ins go as new ones start: the table holds minutes' worth at most.
      await trx.deleteFrom('ssoFlow').where('expiresAt', '<', now).execute();
      await trx
        .insertInto('ssoFlow')
        .values({ ...secrets, expiresAt: now + FLOW_TTL_MS })
        .execute();
    });
  },

  /** The flow's secrets, spent: a second callback with the same state finds nothing. */
  async takeFlow(db: Db, state: string, now: number): Promise<SsoFlowSecrets | undefined> {
    const row = await db
      .deleteFrom('ssoFlow')
      .where('state', '=', state)
      .returning(['state', 'nonce', 'codeVerifier', 'expiresAt'])
      .executeTakeFirst();
    if (!row || row.expiresAt < now) return undefined;
    return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier };
  },

  async linkedAccount(db: Executor, claimValue: string): Promise<SsoAccount | undefined> {
    return db
      .selectFrom('staffSsoLink')
      .innerJoin('staffUser', 'staffUser.id', 'staffSsoLink.userId')
      .select(['staffUser.id', 'staffUser.userName', 'staffUser.status'])
      .where('staffSsoLink.claimValue', '=', claimValue)
      .executeTakeFirst();
  },

  async accountByUserName(db: Executor, userName: string): Promise<SsoAccount | undefined> {
    return db
      .selectFrom('staffUser')
      .select(['id', 'userName', 'status'])
      .where('userName', '=', userName)
      .executeTakeFirst();
  },

  async link(db: Executor, claimValue: string, userId: number, at: string): Promise<void> {
    await db.insertInto('staffSsoLink').values({ claimValue, userId, createdAt: at }).execute();
  },
};
