import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('error envelope', () => {
  it('answers a write refused by a unique constraint with a clear message, not a 500', async () => {
    const test = await createTestApp({ demo: false });
    close = test.close;
    test.app.post('/api/test/duplicate', async () => {
      // The same key twice: the second insert fails in the database, as a lost race would.
      for (let i = 0; i < 2; i += 1) {
        await test.db
          .insertInto('sysConfig')
          .values({ configKey: 'test.duplicate', configValue: String(i) })
          .execute();
      }
      return { isOk: true, code: '200' };
    });
    const response = await test.app.inject({ method: 'POST', url: '/api/test/duplicate' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ isOk: false, code: '100', msg: '数据已存在，请勿重复提交' });
    const stored = await test.db
      .selectFrom('sysConfig')
      .select('configValue')
      .where('configKey', '=', 'test.duplicate')
      .execute();
    expect(stored).toEqual([{ configValue: '0' }]);
  });

  it('still hides any other failure behind a 500 with a request id', async () => {
    const test = await createTestApp({ demo: false });
    close = test.close;
    test.app.get('/api/test/boom', async () => {
      throw new Error('secret detail');
    });
    const response = await test.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ isOk: false, code: '500', msg: 'Internal server error' });
    expect(response.body).not.toContain('secret detail');
  });
});
