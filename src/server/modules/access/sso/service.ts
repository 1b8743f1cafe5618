/**
 * Single sign-on: starting a sign-in at the identity provider, and finishing it into the
 * same staff session a password sign-in starts. The claim named by OIDC_LINK_CLAIM picks
 * the account: by the administrator's link, else (OIDC_LINK_BY=userName) the account of
 * that user name, linked from then on. Every finish leaves a login-log row (method 'sso').
 */
import type { SignInFailureReason } from '../../../../shared/api/access/auth';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type Attempt, type AuthDeps, attemptAudit, refuse } from '../auth/attempts';
import { authRepository } from '../auth/repository';
import type { OidcClient } from './oidc-client';
import { type SsoAccount, ssoRepository } from './repository';
import type { SsoConfig } from './sso-config';

type SsoDeps = AuthDeps;

export interface SsoFinish {
  query: string;
  /** The state the browser's cookie names; must be the one the callback carries. */
  cookieState: string | undefined;
}

const stateOf = (query: string) => new URLSearchParams(query).get('state') ?? '';

/** The refusal's login-log row is committed, then the answer is thrown (no brute-force counter: key null). */
const refuseSso = (deps: SsoDeps, attempt: Attempt, reason: SignInFailureReason) => refuse(deps, attempt, reason);

async function accountFor(deps: SsoDeps, config: SsoConfig, claimValue: string): Promise<SsoAccount | undefined> {
  const linked = await ssoRepository.linkedAccount(deps.db, claimValue);
  if (linked || config.linkBy === 'none') return linked;
  return ssoRepository.accountByUserName(deps.db, claimValue);
}

async function finish(deps: SsoDeps, config: SsoConfig, client: OidcClient, input: SsoFinish, attempt: Attempt) {
  const state = stateOf(input.query);
  const secrets =
    state && input.cookieState === state ? await ssoRepository.takeFlow(deps.db, state, deps.clock()) : undefined;
  if (!secrets) return refuseSso(deps, attempt, 'sso_state_mismatch');
  let claims: Record<string, unknown>;
  try {
    claims = await client.finish(input.query, secrets);
  } catch (error) {
    deps.log.warn({ errMessage: error instanceof Error ? error.message : String(error) }, 'Single sign-on refused');
    return refuseSso(deps, attempt, 'sso_provider_error');
  }
  const value = claims[config.linkClaim];
  const claimValue = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const named: Attempt = { ...attempt, accountName: claimValue || (typeof claims.sub === 'string' ? claims.sub : '') };
  const account = claimValue ? await accountFor(deps, config, claimValue) : undefined;
  if (!account) return refuseSso(deps, named, 'sso_unlinked');
  const known: Attempt = { ...named, accountName: account.userName, userId: account.id };
  if (account.status !== 'enabled') return refuseSso(deps, known, 'sso_account_disabled');

  const session = await deps.sessions.create(account.id, attempt.clientIp);
  await deps.db.transaction().execute(async (trx) => {
    const at = new Date(deps.clock()).toISOString();
    const linkedNow = !(await ssoRepository.linkedAccount(trx, claimValue));
    if (linkedNow) await ssoRepository.link(trx, claimValue, account.id, at);
    await authRepository.markSignedIn(trx, account.id, at);
    await appendAudit(trx, attemptAudit(known, deps.clock(), { reason: 'ok', success: true, after: { claimValue } }));
    if (linkedNow) {
      await appendAudit(trx, {
        ...attemptAudit({ ...known, action: 'auth.sso.link' }, deps.clock(), { reason: 'ok', success: true }),
        after: { claim: config.linkClaim, claimValue, linkedBy: 'userName' },
      });
    }
  });
  return session;
}

export function createSsoService(deps: SsoDeps, config: SsoConfig, client: OidcClient) {
  return {
    async start(): Promise<{ authorizationUrl: string; state: string }> {
      const { secrets, authorizationUrl } = await client.start();
      await ssoRepository.saveFlow(deps.db, secrets, deps.clock());
      return { authorizationUrl, state: secrets.state };
    },
    finish: (input: SsoFinish, attempt: Attempt) => finish(deps, config, client, input, attempt),
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
