import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test-support';
import { createHttpSmsSender, createLogSmsSender, smsSenderFromEnv } from './sms-sender';
import { createStaffUser, post } from './test-kit';

interface Received {
  method?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A local stand-in for the hospital's gateway that answers `status`. */
async function gateway(status: number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, received };
}

describe('log SMS sender (demo)', () => {
  it('keeps the code in its outbox and logs the send with number and code masked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sms-outbox-'));
    const outbox = join(dir, 'sms-outbox.txt');
    const lines: string[] = [];
    const sender = createLogSmsSender({ info: (message: string) => void lines.push(message) }, outbox);
    await sender.send('13812341234', '您的登录验证码为 654321，5 分钟内有效。');
    expect(lines).toEqual([`SMS code for 138****1234: ****** (demo: the code is in ${outbox})`]);
    expect(readFileSync(outbox, 'utf8')).toMatch(/^\S+ 138\*\*\*\*1234 654321\n$/);
    expect(statSync(outbox).mode & 0o077).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  it('without an outbox the code goes nowhere', async () => {
    const lines: string[] = [];
    await createLogSmsSender({ info: (message: string) => void lines.push(message) }).send('13812341234', '654321');
    expect(lines).toEqual(['SMS code for 138****1234: ****** (demo: not sent)']);
  });
});

describe('HTTP SMS sender', () => {
  it('posts the number and text as JSON with the bearer token', async () => {
    const { url, received } = await gateway(204);
    await createHttpSmsSender({ url, token: 'gw-token' }).send('13812341234', 'hello 123456');
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.headers.authorization).toBe('Bearer gw-token');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ mobile: '13812341234', text: 'hello 123456' });
  });

  it('fails on a non-2xx answer without repeating the text', async () => {
    const { url } = await gateway(502);
    const sending = createHttpSmsSender({ url, token: 't' }).send('13812341234', 'code 123456');
    await expect(sending).rejects.toThrow('SMS gateway answered HTTP 502');
    await sending.catch((err: Error) => expect(err.message).not.toContain('123456'));
  });
});

describe('smsSenderFromEnv', () => {
  const log = { info: () => undefined };

  it('picks the HTTP gateway when SMS_GATEWAY_URL is set', async () => {
    const { url, received } = await gateway(200);
    const sender = smsSenderFromEnv({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'abc' }, log);
    await sender?.send('13812341234', 'x');
    expect(received[0]?.headers.authorization).toBe('Bearer abc');
  });

  it('needs the token with the URL, and an http(s) URL', () => {
    expect(() => smsSenderFromEnv({ SMS_GATEWAY_URL: 'https://sms.example/send' }, log)).toThrow('SMS_GATEWAY_TOKEN');
    expect(() => smsSenderFromEnv({ SMS_GATEWAY_URL: 'ftp://x', SMS_GATEWAY_TOKEN: 't' }, log)).toThrow('http(s)');
  });

  it('falls back to the log sender, or to the app default when no log is given', async () => {
    const lines: string[] = [];
    await smsSenderFromEnv({}, { info: (m: string) => void lines.push(m) })?.send('13812341234', '111222');
    expect(lines).toEqual(['SMS code for 138****1234: ****** (demo: not sent)']);
    expect(smsSenderFromEnv({})).toBeUndefined();
  });
});

describe('the app without an SMS sender', () => {
  it('logs the send masked on its own log (the demo default)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'info', stream }, loginRateLimitMax: 100 });
    await createStaffUser(t.db, { userName: 'demo.sms', phone: '13898765432' });
    const response = await post(t.app, '/sms/code', { mobile: '13898765432' });
    expect(response.statusCode).toBe(200);
    await t.close();
    expect(lines.join('')).toMatch(/"level":30,.*"msg":"SMS code for 138\*\*\*\*5432: \*{6} \(demo: not sent\)"/);
  });
});
