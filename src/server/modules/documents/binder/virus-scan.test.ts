import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { demoPdf } from '../../../db/seed/demo-binder';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { copyBinderTemplate } from './folder-service';

/** The virus-scan hook: a file the scanner flags is refused, audited as a failure, and not stored. */
let t: StaffTestApp;
let projectId = 0;
const scanned: string[] = [];

beforeAll(async () => {
  t = await createStaffTestApp({
    virusScanner: {
      async scan(data, fileName) {
        scanned.push(fileName);
        return data.includes('EICAR') ? { clean: false, threat: 'Eicar-Test-Signature' } : { clean: true };
      },
    },
  });
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const actor = { at: t.clock(), actorId: null, actorName: 'system', clientIp: null, requestId: null };
  await t.db.transaction().execute((trx) => copyBinderTemplate(trx, { projectId, actor }));
});
afterAll(async () => t.close());

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

describe('binder virus scan', () => {
  it('refuses a flagged file with nothing stored, and stores a clean one', async () => {
    const refused = await upload('letter.pdf', demoPdf(['EICAR']));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'file' });
    expect(await t.db.selectFrom('storedFile').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('docDocument').select('id').execute()).toEqual([]);
    expect((await auditRows(t.db, 'document.upload'))[0]).toMatchObject({
      outcome: 'failure',
      reason: 'virus: Eicar-Test-Signature',
      actorName: 'coordinator',
    });
    expect((await upload('reply.pdf', demoPdf(['Reply']))).statusCode).toBe(200);
    expect(scanned).toEqual(['letter.pdf', 'reply.pdf']);
  });
});
