import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import {
  BASE,
  SEEDED_AT,
  type SaeKit,
  aeOf,
  createSaeKit,
  created,
  getSae,
  requireAttachment,
  submit,
  upload,
} from './sae-test-kit';

let k: SaeKit;
let t: StaffTestApp;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%test\n', 'latin1');

beforeAll(async () => {
  k = await createSaeKit();
  ({ t } = k);
});
afterAll(async () => k.t.close());

const project = (position: number) => k.project(position);

describe('SAE attachments', () => {
  it('stores images and PDFs privately, for the project only', async () => {
    t.clock.set(SEEDED_AT);
    const { id } = await created(k, 0, await aeOf(k, 0));
    const pdf = await upload(k, 0, id, '出院小结.pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data).toMatchObject({
      name: '出院小结.pdf',
      mimeType: 'application/pdf',
      uploadedBy: 'investigator',
    });
    expect((await upload(k, 0, id, 'scan.png', PNG)).statusCode).toBe(200);
    expect((await upload(k, 0, id, 'setup.exe', PNG)).statusCode).toBe(400);
    expect((await upload(k, 0, id, 'fake.pdf', PNG)).statusCode).toBe(400);
    const row = await getSae(k, 0, id, 'monitor');
    expect(row.attachmentCount).toBe(2);
    const attachmentId = pdf.json().data.id as number;
    const download = await t.get(`${BASE}/attachment/${project(0)}/${attachmentId}`, 'monitor');
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await t.get(`${BASE}/attachment/${project(1)}/${attachmentId}`, 'investigator')).statusCode).toBe(404);
    expect((await auditRows(t.db, 'sae.attach'))[0]).toMatchObject({ entity: 'safety_sae', entityId: String(id) });
  });

  it('is 403 for a user on no team of that project', async () => {
    t.clock.set(SEEDED_AT);
    const { id } = await created(k, 2, await aeOf(k, 2));
    const uploaded = await upload(k, 2, id, 'scan.png', PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = `${BASE}/attachment/${project(2)}/${uploaded.json().data.id}`;
    expect((await t.get(url, 'investigator')).statusCode).toBe(200);
    // The demo monitor is on projects 0, 1 and 3, not 2.
    expect((await t.get(url, 'monitor')).statusCode).toBe(403);
    expect((await upload(k, 2, id, 'more.png', PNG, 'monitor')).statusCode).toBe(403);
  });

  it('removes an attachment from a draft only', async () => {
    t.clock.set(SEEDED_AT);
    const { id, version } = await created(k, 0, await aeOf(k, 0));
    const first = (await upload(k, 0, id, 'a.png', PNG)).json().data.id as number;
    const second = (await upload(k, 0, id, 'b.pdf', PDF)).json().data.id as number;
    const removed = await t.post(
      `${BASE}/attachment/delete`,
      { projectId: project(0), id, attachmentId: first },
      'investigator',
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await getSae(k, 0, id)).attachments.map((a: { id: number }) => a.id)).toEqual([second]);
    expect((await submit(k, 0, id, version)).statusCode).toBe(200);
    const late = await t.post(
      `${BASE}/attachment/delete`,
      { projectId: project(0), id, attachmentId: second },
      'investigator',
    );
    expect(late.statusCode).toBe(400);
    expect((await upload(k, 0, id, 'c.png', PNG)).statusCode).toBe(400);
  });

  it('refuses to submit without an attachment when the rules require one', async () => {
    t.clock.set(SEEDED_AT);
    await requireAttachment(k, 0, true);
    try {
      const { id, version } = await created(k, 0, await aeOf(k, 0));
      const refused = await submit(k, 0, id, version);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toContain('附件');
      expect((await getSae(k, 0, id)).status).toBe('draft');
      expect((await upload(k, 0, id, 'scan.png', PNG)).statusCode).toBe(200);
      const accepted = await submit(k, 0, id, version);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const revision = (await t.get(`${BASE}/revision/${project(0)}/${id}/1`, 'monitor')).json().data;
      expect(revision.data).toMatchObject({ id, status: 'submitted', attachments: [{ name: 'scan.png' }] });
    } finally {
      await requireAttachment(k, 0, false);
    }
  });
});
