import { type AddressInfo, type Socket, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { demoPdf } from '../../../db/seed/demo-binder';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { clamdScannerFromEnv, createClamdScanner, instreamRequest } from '../clamd-scanner';
import { copyBinderTemplate } from './folder-service';

/**
 * The ClamAV adapter against a small fake clamd speaking INSTREAM over TCP: it reassembles the
 * length-prefixed chunks up to the zero-length end and answers FOUND for the EICAR test string.
 */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
type Mode = 'answer' | 'silent' | 'error';

function fakeClamd(mode: () => Mode) {
  const received: Buffer[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const command = 'zINSTREAM\0';
      if (buffer.length < command.length) return;
      if (buffer.subarray(0, command.length).toString('latin1') !== command)
        return void socket.end('UNKNOWN COMMAND\0');
      const parts: Buffer[] = [];
      let offset = command.length;
      while (offset + 4 <= buffer.length) {
        const length = buffer.readUInt32BE(offset);
        if (length === 0) {
          const data = Buffer.concat(parts);
          received.push(data);
          const current = mode();
          if (current === 'silent') return;
          if (current === 'error') return void socket.end('INSTREAM size limit exceeded. ERROR\0');
          const found = data.toString('latin1').includes('EICAR-STANDARD-ANTIVIRUS-TEST-FILE');
          return void socket.end(found ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
        }
        if (offset + 4 + length > buffer.length) return;
        parts.push(buffer.subarray(offset + 4, offset + 4 + length));
        offset += 4 + length;
      }
    });
    socket.on('error', () => undefined);
  });
  return { server, received };
}

let t: StaffTestApp;
let clamd: ReturnType<typeof fakeClamd>;
let mode: Mode = 'answer';
let projectId = 0;
let port = 0;

beforeAll(async () => {
  clamd = fakeClamd(() => mode);
  await new Promise<void>((resolve) => clamd.server.listen(0, '127.0.0.1', resolve));
  port = (clamd.server.address() as AddressInfo).port;
  t = await createStaffTestApp({ virusScanner: createClamdScanner({ host: '127.0.0.1', port, timeoutMs: 500 }) });
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const actor = { at: t.clock(), actorId: null, actorName: 'system', clientIp: null, requestId: null };
  await t.db.transaction().execute((trx) => copyBinderTemplate(trx, { projectId, actor }));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => clamd.server.close(resolve));
});

async function upload(name: string, data: Buffer) {
  const folder = await t.db
    .selectFrom('docFolder')
    .select('id')
    .where('projectId', '=', projectId)
    .where('code', '=', '12')
    .executeTakeFirstOrThrow();
  const query = new URLSearchParams({
    folderId: String(folder.id),
    title: name,
    kind: 'correspondence',
    name,
    status: 'draft',
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/doc/document/upload/${projectId}?${query.toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf('coordinator'),
    },
    payload: data,
  });
}

const documentCount = async () => (await t.db.selectFrom('docDocument').select('id').execute()).length;

describe('ClamAV (clamd INSTREAM) adapter', () => {
  it('sends the bytes as length-prefixed chunks ending with a zero length', async () => {
    const data = Buffer.alloc(150_000, 7);
    const request = instreamRequest(data);
    expect(request.subarray(0, 10).toString('latin1')).toBe('zINSTREAM\0');
    expect(request.readUInt32BE(10)).toBe(65_536);
    expect(request.subarray(-4).readUInt32BE(0)).toBe(0);
    expect(request.length).toBe(10 + 3 * 4 + 150_000 + 4);
    mode = 'answer';
    const scanner = createClamdScanner({ host: '127.0.0.1', port, timeoutMs: 500 });
    expect(await scanner.scan(data, 'big.bin')).toEqual({ clean: true });
    expect(clamd.received.at(-1)?.equals(data)).toBe(true);
  });

  it('stores a clean file, refuses the EICAR test file with its signature audited', async () => {
    mode = 'answer';
    expect((await upload('clean.pdf', demoPdf(['Clean letter']))).statusCode).toBe(200);
    const refused = await upload('eicar.pdf', demoPdf([EICAR]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'file', msg: expect.stringContaining('文件未通过病毒扫描') });
    expect(await documentCount()).toBe(1);
    expect((await auditRows(t.db, 'document.upload'))[0]).toMatchObject({
      outcome: 'failure',
      reason: 'virus: Eicar-Test-Signature',
    });
  });

  it('refuses the upload (fail closed) and audits it when clamd errs, times out or is unreachable', async () => {
    const before = await documentCount();
    mode = 'error';
    const errored = await upload('a.pdf', demoPdf(['A']));
    expect(errored.statusCode).toBe(400);
    expect(errored.json()).toMatchObject({
      field: 'file',
      msg: expect.stringContaining('病毒扫描服务暂不可用，文件未上传'),
    });
    mode = 'silent';
    expect((await upload('b.pdf', demoPdf(['B']))).statusCode).toBe(400);
    const reasons = (await auditRows(t.db, 'document.upload')).slice(0, 2).map((row) => row.reason);
    expect(reasons[0]).toMatch(/^virus scan unavailable: clamd did not answer within 500 ms/);
    expect(reasons[1]).toMatch(/^virus scan unavailable: clamd answered: INSTREAM size limit exceeded\. ERROR/);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createClamdScanner({ host: '127.0.0.1', port: closedPort, timeoutMs: 500 });
    await expect(unreachable.scan(Buffer.from('x'), 'x.pdf')).rejects.toThrow(/ECONNREFUSED/);
    expect(await documentCount()).toBe(before);
  });

  it('is configured by CLAMD_HOST, CLAMD_PORT and CLAMD_TIMEOUT_MS; unset, there is none', () => {
    expect(clamdScannerFromEnv({})).toBeUndefined();
    expect(clamdScannerFromEnv({ CLAMD_HOST: 'clamav.internal' })).toBeDefined();
    expect(() => clamdScannerFromEnv({ CLAMD_HOST: 'clamav.internal', CLAMD_PORT: '99999' })).toThrow(/CLAMD_PORT/);
  });
});
