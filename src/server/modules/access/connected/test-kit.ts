/**
 * Helpers for the connected-system tests: an administrator who may manage them, a system 'oa'
 * with a key, and the signed link a connected system sends (key-sign.ts, as docs show).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { authTestApp, createStaffUser, signIn } from '../auth/test-kit';
import { signedKeyLoginQuery } from './key-sign';

export const ADMIN_GRANTS = {
  pages: ['ConnectedSystems', 'LoginLog', 'AuditLog'],
  buttons: ['connectedSystem:manage'],
};

export function staffPost(app: FastifyInstance, path: string, body: Record<string, unknown>, cookie: string) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE, cookie },
    payload: body,
  });
}

export function staffGet(app: FastifyInstance, path: string, cookie?: string) {
  return app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
}

const data = <T>(response: LightMyRequestResponse): T => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
};

/** The app, a signed-in administrator, system 'oa' (mapping) with one key, and staff 'zhao.lei' mapped as 'E1001'. */
export async function connectedSetup() {
  const t = await authTestApp();
  await createStaffUser(t.db, { userName: 'conn.admin', system: ADMIN_GRANTS });
  const staffId = await createStaffUser(t.db, { userName: 'zhao.lei' });
  const admin = await signIn(t.app, 'conn.admin');
  const post = (path: string, body: Record<string, unknown>) => staffPost(t.app, path, body, admin);
  const { id: systemId } = data<{ id: number }>(
    await post('/api/gbc/connectedSystem/save', { code: 'oa', name: '医院OA门户', enabled: true, loginBy: 'mapping' }),
  );
  const key = data<{ keyId: string; secret: string }>(await post('/api/gbc/connectedSystem/key/create', { systemId }));
  data(await post('/api/gbc/connectedSystem/user/save', { systemId, externalId: 'E1001', userId: staffId }));

  /** The link 'oa' would send for `user`, signed with `secret` at the app's clock (or `at`, ms). */
  const link = (
    fields: {
      user?: string;
      keyId?: string;
      secret?: string;
      next?: string;
      nonce?: string;
      at?: number;
      system?: string;
    } = {},
  ) => {
    const query = signedKeyLoginQuery(
      {
        system: fields.system ?? 'oa',
        keyId: fields.keyId ?? key.keyId,
        user: fields.user ?? 'E1001',
        ...(fields.next === undefined ? {} : { next: fields.next }),
        ...(fields.nonce === undefined ? {} : { nonce: fields.nonce }),
      },
      fields.secret ?? key.secret,
      fields.at ?? t.clock(),
    );
    return `/api/gbc/thirdLogin/key?${query}`;
  };
  return { ...t, admin, post, data, systemId, staffId, key, link };
}
