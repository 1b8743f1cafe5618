import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const errorReport = {
  code: '500',
  message: '服务器内部错误',
  requestId: 'req-42',
  time: '2026-01-05T02:00:00.000Z',
  url: '/api/trial/gcpAeRecord/list',
};

let t: StaffTestApp;
let threats: string[];

beforeEach(async () => {
  threats = [];
  t = await createStaffTestApp({
    virusScanner: {
      scan: async (_data, name) => (threats.includes(name) ? { clean: false, threat: 'EICAR' } : { clean: true }),
    },
  });
});
afterEach(async () => t.close());

const file = (body: Record<string, unknown>, as = 'coordinator') => t.post('/api/gctms/bug/save', body, as);
const count = async (table: 'problemReport' | 'storedFile') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('filing a problem report', () => {
  it('files the page, the time, the user and roles, text, error report and screenshot', async () => {
    const saved = await file({
      path: '/staff/projects/3/safety/ae',
      text: '列表打不开',
      errorReport,
      screenshot: { name: 'screen.png', content: PNG_BASE64 },
    });
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json().data;
    const detail = (await t.get(`/api/gctms/bug/get/${id}`, 'admin')).json().data;
    expect(detail).toMatchObject({
      status: 'new',
      pagePath: '/staff/projects/3/safety/ae',
      text: '列表打不开',
      errorReport,
      hasScreenshot: true,
      screenshot: { name: 'screen.png', mimeType: 'image/png' },
      reporterId: await t.idOf('coordinator'),
      createdAt: new Date(t.clock()).toISOString(),
    });
    expect(detail.reporterRoles.length).toBeGreaterThan(0);
    const shot = await t.get(`/api/gctms/bug/screenshot/${id}`, 'admin');
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.headers['cache-control']).toBe('private, no-store');
    expect(shot.rawPayload.toString('base64')).toBe(PNG_BASE64);
    const [audit] = await auditRows(t.db, 'problemReport.file');
    expect(audit).toMatchObject({ entityId: String(id), outcome: 'success' });
    expect(audit?.after).toMatchObject({ pagePath: '/staff/projects/3/safety/ae', requestId: 'req-42' });
  });

  it('files a bare report (page only) and lists it as the reporter’s own', async () => {
    const { id } = (await file({ path: '/staff/workbench' }, 'monitor')).json().data;
    const detail = (await t.get(`/api/gctms/bug/get/${id}`, 'admin')).json().data;
    expect(detail).toMatchObject({ text: null, errorReport: null, screenshot: null, hasScreenshot: false });
    const mine = (await t.get('/api/gctms/bug/mine', 'monitor')).json();
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({ id, status: 'new', answer: null });
    expect((await t.get('/api/gctms/bug/mine', 'coordinator')).json().total).toBe(0);
    expect((await t.get('/api/gctms/bug/mine')).statusCode).toBe(401);
  });

  it('refuses bad input with nothing stored', async () => {
    const files = await count('storedFile');
    const refusals = [
      { path: '/staff/x?name=张三' },
      { path: 'staff/x' },
      { path: '/staff/x', text: 'x'.repeat(2001) },
      { path: '/staff/x', errorReport: { message: '', time: errorReport.time } },
      { path: '/staff/x', screenshot: { name: 'notes.pdf', content: PNG_BASE64 } },
      { path: '/staff/x', screenshot: { name: 'fake.png', content: Buffer.from('not an image').toString('base64') } },
      {
        path: '/staff/x',
        screenshot: { name: 'big.png', content: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64') },
      },
      { path: '/staff/x', screenshot: { name: 'icon.svg', content: Buffer.from('<svg/>').toString('base64') } },
    ];
    for (const body of refusals) {
      const response = await file(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().msg).toBeTruthy();
    }
    threats.push('virus.png');
    const infected = await file({ path: '/staff/x', screenshot: { name: 'virus.png', content: PNG_BASE64 } });
    expect(infected.statusCode).toBe(400);
    expect(infected.json().msg).toContain('病毒');
    expect(await count('problemReport')).toBe(0);
    expect(await count('storedFile')).toBe(files);
    expect((await auditRows(t.db, 'problemReport.file'))[0]).toMatchObject({ outcome: 'failure' });
  });
});

describe('triage', () => {
  async function filed(as = 'coordinator') {
    return (await file({ path: '/staff/workbench', errorReport }, as)).json().data.id as number;
  }
  const move = async (id: number, action: string, answer: string | null = null, as = 'admin') => {
    const version = (await t.get(`/api/gctms/bug/get/${id}`, 'admin')).json().data.version;
    return t.post('/api/gctms/bug/move', { id, action, answer, version }, as);
  };

  it('only administrators list, open and move reports', async () => {
    const id = await filed();
    for (const as of ['coordinator', 'monitor', 'investigator']) {
      expect((await t.get('/api/gctms/bug/list', as)).statusCode).toBe(403);
      expect((await t.get(`/api/gctms/bug/get/${id}`, as)).statusCode).toBe(403);
      expect((await t.post('/api/gctms/bug/move', { id, action: 'confirm', version: 1 }, as)).statusCode).toBe(403);
    }
    const list = (await t.get('/api/gctms/bug/list?status=new', 'admin')).json();
    expect(list.rows.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await t.get('/api/gctms/bug/list?status=fixed', 'admin')).json().total).toBe(0);
  });

  it('moves new → confirmed → fixed → closed, notifying the reporter of each answer, with audit rows', async () => {
    const id = await filed();
    expect((await move(id, 'confirm')).statusCode).toBe(200);
    expect((await move(id, 'fix', '已在 2.3 版修复，请刷新页面')).statusCode).toBe(200);
    expect((await move(id, 'close')).statusCode).toBe(200);
    const mine = (await t.get('/api/gctms/bug/mine', 'coordinator')).json().rows[0];
    expect(mine).toMatchObject({ status: 'closed', resolution: 'fixed', answer: '已在 2.3 版修复，请刷新页面' });
    const notices = (await t.get('/api/gbs/notice/list', 'coordinator')).json().data.notices;
    const answers = notices.filter((notice: { kind: string }) => notice.kind === 'problemReport');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ projectId: null, projectName: null, body: '已在 2.3 版修复，请刷新页面' });
    expect(answers[0].title).toContain(`#${id}`);
    for (const action of ['confirm', 'fix', 'close']) {
      const [row] = await auditRows(t.db, `problemReport.${action}`);
      expect(row).toMatchObject({ entity: 'problemReport', entityId: String(id) });
    }
  });

  it('closes a new report as not a problem only with an answer; refuses other moves, nothing changed', async () => {
    const id = await filed();
    const noAnswer = await move(id, 'dismiss');
    expect(noAnswer.statusCode).toBe(400);
    for (const action of ['fix', 'close']) {
      const refused = await move(id, action, '答复');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toContain('新提交');
    }
    const stale = await t.post('/api/gctms/bug/move', { id, action: 'confirm', version: 9 }, 'admin');
    expect(stale.statusCode).toBe(400);
    const unchanged = (await t.get(`/api/gctms/bug/get/${id}`, 'admin')).json().data;
    expect(unchanged).toMatchObject({ status: 'new', version: 1, answer: null });
    expect(await auditRows(t.db, 'problemReport.fix')).toHaveLength(0);
    expect((await move(id, 'dismiss', '这是正常的权限限制')).statusCode).toBe(200);
    const closed = (await t.get(`/api/gctms/bug/get/${id}`, 'admin')).json().data;
    expect(closed).toMatchObject({ status: 'closed', resolution: 'notProblem', answer: '这是正常的权限限制' });
    expect((await move(id, 'confirm')).statusCode).toBe(400);
    expect((await t.post('/api/gctms/bug/move', { id: 999, action: 'confirm', version: 1 }, 'admin')).statusCode).toBe(
      404,
    );
  });
});
