import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase, testKeys } from '../test-support';
import { loggerOptions, redactUrl } from './logger-options';

describe('server log', () => {
  it('redacts a sign in the query string and keeps the rest of the URL', () => {
    expect(redactUrl('/projectdviewetail/12?sign=abc.def&patientId=P1')).toBe(
      '/projectdviewetail/12?sign=[Redacted]&patientId=P1',
    );
    expect(redactUrl('/x?a=1&sign=zzz')).toBe('/x?a=1&sign=[Redacted]');
    expect(redactUrl('/api/portal/orgs')).toBe('/api/portal/orgs');
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
