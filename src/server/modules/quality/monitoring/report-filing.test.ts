import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRecruitmentDemo } from '../../../db/seed/demo-recruitment';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { copyBinderTemplate } from '../../documents';

// A closed monitoring visit's signed report is filed into the binder's folder '08'. The test
// clock: Monday 2026-01-05; the monitor is on demo projects 0, 1 and 3.
let t: StaffTestApp;
let projectId = 0;
beforeAll(async () => {
  t = await createStaffTestApp();
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const actor = { at: t.clock(), actorId: null, actorName: 'system', clientIp: null, requestId: null };
  await t.db.transaction().execute((trx) => copyBinderTemplate(trx, { projectId, actor }));
});
afterAll(async () => t.close());

type Doc = { id: number; title: string; kind: string; current: { id: number; status: string; fileName: string } };

async function monitoringReports(): Promise<Doc[]> {
  const tree = (await t.get(`/api/doc/folder/tree/${projectId}`, 'monitor')).json().data as {
    id: number;
    code: string;
  }[];
  const folderId = tree.find((folder) => folder.code === '08')?.id;
  const response = await t.get(`/api/doc/document/list/${projectId}?folderId=${folderId}`, 'monitor');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows as Doc[];
}

describe('signed monitoring reports in the binder', () => {
  it('files the report when the monitor closes the visit with their signature', async () => {
    const booked = await t.post(
      '/api/bus/appointment/book',
      { projectId, visitDate: '2026-01-06', purpose: '常规监查' },
      'monitor',
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const ref = { projectId, id: (booked.json().data as { id: number }).id };
    expect((await t.post('/api/bus/appointment/accept', { ...ref, version: 1 }, 'coordinator')).statusCode).toBe(200);
    t.clock.advance(24 * 3600_000);
    try {
      expect((await t.post('/api/bus/appointment/launch', { ...ref, version: 2 }, 'coordinator')).statusCode).toBe(200);
      expect(await monitoringReports()).toEqual([]);
      const closed = await t.post(
        '/api/quality/monitoring/close',
        {
          ...ref,
          version: 3,
          summary: '核查知情同意与原始记录',
          subjectIds: [],
          workHours: 4,
          signature: { ...(await signatureOf(t, 'monitor')), meaning: 'monitor-reports' },
        },
        'monitor',
      );
      expect(closed.statusCode, closed.body).toBe(200);
      const [report, ...others] = await monitoringReports();
      expect(others).toEqual([]);
      expect(report).toMatchObject({
        title: '监查报告 2026-01-06',
        kind: 'monitoringReport',
        current: { status: 'effective', fileName: `monitoring-report-2026-01-06-${ref.id}.pdf` },
      });
      const pdf = await t.get(`/api/doc/document/download/${projectId}/${report?.current.id}`, 'investigator');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const [audit] = await auditRows(t.db, 'document.file');
      expect(audit).toMatchObject({
        actorName: 'monitor',
        entityId: String(report?.id),
        after: { source: { kind: 'monitoringVisit', id: ref.id } },
      });
    } finally {
      t.clock.advance(-24 * 3600_000);
    }
  });
});
