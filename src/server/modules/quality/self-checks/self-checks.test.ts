import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import { project, startQualityTestApp } from '../quality-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await startQualityTestApp();
  // The tests state the inspections and self-checks they depend on: the demo's are cleared.
  await t.db.deleteFrom('qualityInspection').execute();
  await t.db.deleteFrom('selfCheckRun').execute();
});
afterAll(async () => t.close());

const items = [
  { key: 'consent', text: '知情同意书签署完整', problemType: 1 },
  { key: 'ae', text: 'AE 已记录并按时上报', problemType: 3 },
  { key: 'drug', text: '药品温度记录完整', problemType: 4 },
];

describe('self-checks', () => {
  it('saves the list, records a run and raises each "no" as a level-1 finding that closes like any other', async () => {
    const fresh = await t.get(`/api/quality/self-check/template/${project(0)}`, 'coordinator');
    expect(fresh.json().data).toMatchObject({
      version: null,
      items: expect.arrayContaining([expect.objectContaining({ key: 'consent' })]),
    });
    const saved = await t.post(
      '/api/quality/self-check/template',
      { projectId: project(0), version: null, items },
      'qa',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ version: 1 });

    const run = await t.post(
      '/api/quality/self-check/run',
      {
        projectId: project(0),
        templateVersion: 1,
        checkedOn: '2026-01-05',
        answers: [
          { key: 'drug', answer: 'na' },
          { key: 'consent', answer: 'yes' },
          { key: 'ae', answer: 'no', note: '1 例 AE 未在 24 小时内录入' },
        ],
      },
      'coordinator',
    );
    expect(run.statusCode, run.body).toBe(200);
    const { id, findings } = run.json().data as { id: number; findings: number };
    expect(findings).toBe(1);

    const detail = (await t.get(`/api/quality/self-check/${project(0)}/${id}`, 'qa')).json().data;
    expect(detail.run).toMatchObject({ noCount: 1, openFindingCount: 1, createdBy: 'coordinator' });
    expect(detail.run.answers.map((a: { key: string; answer: string }) => `${a.key}:${a.answer}`)).toEqual([
      'consent:yes',
      'ae:no',
      'drug:na',
    ]);
    expect(detail.findings).toEqual([
      expect.objectContaining({
        itemCode: 'ae',
        problemType: 3,
        severity: 1,
        status: 2,
        description: 'AE 已记录并按时上报：1 例 AE 未在 24 小时内录入',
      }),
    ]);
    const finding = detail.findings[0] as { id: number };
    const sent = await t.post(
      '/api/quality/finding/send',
      {
        projectId: project(0),
        id: finding.id,
        version: 1,
        responsibleUserId: await t.idOf('coordinator'),
        rectifyDue: '2026-01-09',
      },
      'qa',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const list = (await t.get(`/api/quality/self-check/list/${project(0)}`, 'coordinator')).json();
    expect(list).toMatchObject({ total: 1, rows: [{ id, openFindingCount: 1 }] });

    expect((await auditRows(t.db, 'selfCheckList.save'))[0]).toMatchObject({
      entity: 'self_check_template',
      actorName: 'qa',
    });
    expect((await auditRows(t.db, 'selfCheck.create'))[0]).toMatchObject({
      entity: 'self_check_run',
      entityId: String(id),
    });
    expect((await auditRows(t.db, 'qcFinding.raise'))[0]).toMatchObject({ after: { selfCheckRunId: id, severity: 1 } });
  });

  it('refuses a non-member, a role without the button, a stale list and bad answers, recording nothing', async () => {
    expect((await t.get(`/api/quality/self-check/list/${project(3)}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/quality/self-check/template/${project(1)}`, 'monitor')).statusCode).toBe(403);
    const template = { projectId: project(1), version: null, items };
    expect((await t.post('/api/quality/self-check/template', template, 'coordinator')).statusCode).toBe(403);
    expect((await t.post('/api/quality/self-check/template', template, 'qa')).statusCode).toBe(200);
    const stale = await t.post('/api/quality/self-check/template', template, 'qa');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ msg: STALE_VERSION_MESSAGE });
    const twice = await t.post(
      '/api/quality/self-check/template',
      { ...template, version: 1, items: [items[0], items[0]] },
      'qa',
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('items.1.key');

    const count = async () => [
      (await t.db.selectFrom('selfCheckRun').select('id').execute()).length,
      (await t.db.selectFrom('qualityFinding').select('id').execute()).length,
    ];
    const before = await count();
    const all = items.map((item) => ({ key: item.key, answer: 'yes' }));
    const body = { projectId: project(1), templateVersion: 1, checkedOn: '2026-01-05', answers: all };
    const cases: [Record<string, unknown>, string, number][] = [
      [{ templateVersion: null }, 'msg', 400],
      [{ checkedOn: '2026-01-06' }, 'checkedOn', 400],
      [{ answers: all.slice(1) }, 'answers', 400],
      [{ answers: [...all.slice(1), { key: 'consent', answer: 'no' }] }, 'answers.0.note', 400],
      [{ answers: [...all.slice(1), { key: 'consent', answer: 'maybe' }] }, 'answer', 400],
    ];
    for (const [extra, field, status] of cases) {
      const response = await t.post('/api/quality/self-check/run', { ...body, ...extra }, 'coordinator');
      expect(response.statusCode, field).toBe(status);
      expect(response.body, field).toContain(field);
    }
    expect((await t.post('/api/quality/self-check/run', body, 'monitor')).statusCode).toBe(403);
    expect(await count()).toEqual(before);
  });
});
