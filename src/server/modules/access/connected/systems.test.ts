import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../../db/audit/audit-trail';
import { createStaffUser, signIn } from '../auth/test-kit';
import { connectedSetup, staffGet, staffPost } from './test-kit';

interface AuditRow {
  action: string;
  entity: string;
  after: unknown;
}

async function auditRows(t: Awaited<ReturnType<typeof connectedSetup>>): Promise<AuditRow[]> {
  const response = await staffGet(t.app, '/api/gbs/audit/list?limit=50', t.admin);
  return response.json<{ rows: AuditRow[] }>().rows;
}

describe('connected systems and their keys', () => {
  it('lists systems, keys and mappings, and never a secret again', async () => {
    const t = await connectedSetup();
    const response = await staffGet(t.app, '/api/gbc/connectedSystem/list', t.admin);
    expect(response.body).not.toContain(t.key.secret);
    const stored = await t.db.selectFrom('connectedSystemKey').select('secretSealed').executeTakeFirstOrThrow();
    expect(stored.secretSealed).not.toContain(t.key.secret);
    expect(t.data(response)).toEqual([
      {
        id: t.systemId,
        code: 'oa',
        name: '医院OA门户',
        enabled: true,
        loginBy: 'mapping',
        keys: [
          {
            keyId: t.key.keyId,
            createdAt: new Date(t.clock()).toISOString(),
            createdBy: 'conn.admin',
            lastUsedAt: null,
            expiresAt: null,
            revokedAt: null,
            status: 'active',
          },
        ],
        mappings: [{ externalId: 'E1001', userId: t.staffId, userName: 'zhao.lei', realname: '测试 zhao.lei' }],
      },
    ]);
  });

  it('records each change in the audit chain, with no secret', async () => {
    const t = await connectedSetup();
    const fresh = t.data<{ keyId: string; secret: string }>(
      await t.post('/api/gbc/connectedSystem/key/rotate', { keyId: t.key.keyId }),
    );
    t.data(await t.post('/api/gbc/connectedSystem/key/revoke', { keyId: fresh.keyId }));
    t.data(
      await t.post('/api/gbc/connectedSystem/user/save', { systemId: t.systemId, externalId: 'E1001', userId: null }),
    );
    const rows = (await auditRows(t)).filter((r) => r.entity === 'connected_system');
    expect(rows.map((r) => r.action)).toEqual([
      'connectedSystem.mapping',
      'connectedSystem.key.revoke',
      'connectedSystem.key.expire',
      'connectedSystem.key.rotate',
      'connectedSystem.mapping',
      'connectedSystem.key.create',
      'connectedSystem.create',
    ]);
    const all = JSON.stringify(await t.db.selectFrom('auditLog').selectAll().execute());
    expect(all).not.toContain(t.key.secret);
    expect(all).not.toContain(fresh.secret);
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('refuses a taken code, unknown keys and unknown systems, changing nothing', async () => {
    const t = await connectedSetup();
    const taken = await t.post('/api/gbc/connectedSystem/save', {
      code: 'oa',
      name: 'x',
      enabled: true,
      loginBy: 'mapping',
    });
    expect(taken.statusCode).toBe(400);
    const badCode = await t.post('/api/gbc/connectedSystem/save', {
      code: 'O A',
      name: 'x',
      enabled: true,
      loginBy: 'mapping',
    });
    expect(badCode.statusCode).toBe(400);
    expect((await t.post('/api/gbc/connectedSystem/key/rotate', { keyId: 'k_none' })).statusCode).toBe(404);
    expect((await t.post('/api/gbc/connectedSystem/key/create', { systemId: 999 })).statusCode).toBe(404);
    t.data(await t.post('/api/gbc/connectedSystem/key/revoke', { keyId: t.key.keyId }));
    expect((await t.post('/api/gbc/connectedSystem/key/revoke', { keyId: t.key.keyId })).statusCode).toBe(404);
    expect((await t.post('/api/gbc/connectedSystem/key/rotate', { keyId: t.key.keyId })).statusCode).toBe(404);
    expect(await t.db.selectFrom('connectedSystem').select('code').execute()).toEqual([{ code: 'oa' }]);
    expect(await t.db.selectFrom('connectedSystemKey').select('keyId').execute()).toHaveLength(1);
  });

  it('lets only the page read and only connectedSystem:manage change', async () => {
    const t = await connectedSetup();
    await createStaffUser(t.db, { userName: 'reader', system: { pages: ['ConnectedSystems'], buttons: [] } });
    await createStaffUser(t.db, { userName: 'nobody' });
    const reader = await signIn(t.app, 'reader');
    const nobody = await signIn(t.app, 'nobody');
    expect((await staffGet(t.app, '/api/gbc/connectedSystem/list', reader)).statusCode).toBe(200);
    expect((await staffGet(t.app, '/api/gbc/connectedSystem/list', nobody)).statusCode).toBe(403);
    const create = await staffPost(t.app, '/api/gbc/connectedSystem/key/create', { systemId: t.systemId }, reader);
    expect(create.statusCode).toBe(403);
    expect(await t.db.selectFrom('connectedSystemKey').select('keyId').execute()).toHaveLength(1);
  });
});
