import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase, testKeys } from '../test-support';
import { loggedUrl, loggerOptions } from './logger-options';

describe('server log', () => {
  it('shows the route pattern and the query keys, never a value', () => {
    const list = { url: '/api/trial/recruit/patient/:projectId/list' };
    expect(
      loggedUrl({ url: '/api/trial/recruit/patient/12/list?keyword=13963766004&offset=0', routeOptions: list }),
    ).toBe('/api/trial/recruit/patient/:projectId/list?keyword=[Redacted]&offset=[Redacted]');
    expect(loggedUrl({ url: '/projectdviewetail/12?sign=abc.def&patientId=P1', routeOptions: { url: '/*' } })).toBe(
      '/projectdviewetail/12?sign=[Redacted]&patientId=[Redacted]',
    );
    // A value sent without a key is still a value.
    expect(loggedUrl({ url: '/x?13963766004&a=&b' })).toBe('/x?[Redacted]&a=[Redacted]&b');
    expect(loggedUrl({ url: '/api/portal/orgs' })).toBe('/api/portal/orgs');
  });

  it('never writes a sign or a RECRUIT-SIGN header to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info');
    const db = await openTestDatabase();
    const app = await buildApp({
      db,
      keys: testKeys(),
      logger: typeof options === 'object' ? { ...options, stream } : options,
    });
    await app.inject({ url: '/api/portal/orgs?sign=secret-token', headers: { 'recruit-sign': 'secret-header' } });
    await app.close();
    await db.destroy();
    const log = lines.join('');
    expect(log).toContain('/api/portal/orgs?sign=[Redacted]');
    expect(log).not.toContain('secret-token');
    expect(log).not.toContain('secret-header');
  });
});
