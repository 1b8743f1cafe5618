/**
 * The administrator's sign-in settings of an account: password sign-in on or off
 * (`staff_user.password_sign_in`) and the one claim value linked to it (`staff_sso_link`).
 * One versioned write of the user with its audit row ('user.signIn'). Switching password
 * sign-in off leaves running sessions alone: it changes how the next sign-in may happen.
 */
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type Actor, auditActor, fieldProblem } from '../../../services/staff-write';
import { createUserRepository } from '../users/repository';
import { applyUserChange, userForWrite } from '../users/user-writes';

export interface SignInSettings {
  id: number;
  passwordSignIn: boolean;
  ssoClaimValue: string | null;
  version: number;
}

export async function setSignInSettings(db: Db, body: SignInSettings, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const repo = createUserRepository(trx);
    const user = await userForWrite(repo, body.id, body.version);
    const current = await trx
      .selectFrom('staffUser')
      .select('passwordSignIn')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const linked = await trx
      .selectFrom('staffSsoLink')
      .select('claimValue')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    const before = linked?.claimValue ?? null;
    const owner =
      body.ssoClaimValue === null
        ? undefined
        : await trx
            .selectFrom('staffSsoLink')
            .select('userId')
            .where('claimValue', '=', body.ssoClaimValue)
            .executeTakeFirst();
    if (owner && owner.userId !== user.id) {
      throw fieldProblem('ssoClaimValue', {
        'zh-CN': '该统一身份认证账号已关联其他用户',
        en: 'This identity provider account is linked to another user',
      });
    }
    const at = new Date(actor.at).toISOString();
    const version = await applyUserChange(repo, user, { passwordSignIn: body.passwordSignIn ? 1 : 0, updatedAt: at });
    if (before !== body.ssoClaimValue) {
      await trx.deleteFrom('staffSsoLink').where('userId', '=', user.id).execute();
      if (body.ssoClaimValue !== null) {
        await trx
          .insertInto('staffSsoLink')
          .values({ claimValue: body.ssoClaimValue, userId: user.id, createdAt: at })
          .execute();
      }
    }
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'user.signIn',
      entity: 'staff_user',
      entityId: user.id,
      before: { passwordSignIn: current.passwordSignIn === 1, ssoClaimValue: before },
      after: { passwordSignIn: body.passwordSignIn, ssoClaimValue: body.ssoClaimValue },
    });
    return { id: user.id, version };
  });
}
