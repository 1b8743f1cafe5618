import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import { findings, project, startQualityTestApp } from '../quality-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await startQualityTestApp();
  // The tests state the inspections and self-checks they depend on: the demo's are cleared.
  await t.db.deleteFrom('qualityInspection').execute();
  await t.db.deleteFrom('selfCheckRun').execute();
});
afterAll(async () => t.close());

const record = (position: number, extra: Record<string, unknown> = {}) => ({
  projectId: project(position),
  inspectionType: 'nmpa',
  inspectingBody: '国家药品监督管理局食品药品审核查验中心',
  startDate: '2026-01-03',
  endDate: '2026-01-04',
  scope: '注册核查：知情同意、试验用药品、原始记录',
  ...extra,
});

async function detail(position: number, id: number, as = 'qa') {
  const response = await t.get(`/api/quality/inspection/${project(position)}/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    inspection: { version: number; conclusion: string | null; findingCount: number; openFindingCount: number };
    findings: { id: number; status: number; version: number; itemCode: string }[];
  };
}

describe('inspections', () => {
  it('records an inspection and its findings, which close on the findings path, each audited', async () => {
    const created = await t.post('/api/quality/inspection/create', record(0), 'qa');
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data as { id: number };
    const list = await t.get(`/api/quality/inspection/list/${project(0)}?inspectionType=nmpa`, 'coordinator');
    expect(list.json()).toMatchObject({ total: 1, rows: [{ id, inspectionType: 'nmpa', findingCount: 0 }] });

    const raise = (description: string) =>
      t.post(
        '/api/quality/inspection/finding',
        { projectId: project(0), inspectionId: id, problemType: 1, severity: 2, description },
        'qa',
      );
    expect((await raise('知情同意书签署日期早于伦理批准日期')).statusCode).toBe(200);
    expect((await raise('药品温度记录缺失两天')).statusCode).toBe(200);
    const [first, second] = (await detail(0, id)).findings;
    expect(first).toMatchObject({ status: 2, itemCode: 'inspection' });
    // An inspection's findings are on the findings board too, with their source.
    expect((await findings(0, '&source=task')).rows).toEqual([]);
    expect((await findings(0, '&source=inspection')).total).toBe(2);

    const step = (path: string, body: Record<string, unknown>, as: string) =>
      t.post(`/api/quality/finding/${path}`, { projectId: project(0), id: first?.id, ...body }, as);
    const coordinatorId = await t.idOf('coordinator');
    expect(
      (await step('send', { version: 1, responsibleUserId: coordinatorId, rectifyDue: '2026-01-20' }, 'qa')).statusCode,
    ).toBe(200);
    const answer = { corrective: '重新签署', preventive: '签署前核对批件日期' };
    expect((await step('answer', { version: 2, ...answer }, 'coordinator')).statusCode).toBe(200);
    expect((await step('accept', { version: 3, note: '已整改' }, 'qa')).statusCode).toBe(200);

    const after = await detail(0, id);
    expect(after.findings.map((row) => row.status)).toEqual([3, 2]);
    expect(after.inspection).toMatchObject({ findingCount: 2, openFindingCount: 1 });
    expect(second?.id).toBeGreaterThan(first?.id ?? 0);

    const updated = await t.post(
      '/api/quality/inspection/update',
      { ...record(0), id, version: 1, conclusion: '未发现真实性问题，2 项一般问题' },
      'qa',
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await detail(0, id)).inspection).toMatchObject({
      version: 2,
      conclusion: '未发现真实性问题，2 项一般问题',
    });
    expect((await auditRows(t.db, 'inspection.create'))[0]).toMatchObject({
      entity: 'quality_inspection',
      actorName: 'qa',
    });
    expect((await auditRows(t.db, 'inspection.update'))[0]).toMatchObject({
      entityId: String(id),
      before: { conclusion: null },
      after: { conclusion: '未发现真实性问题，2 项一般问题' },
    });
    const raised = (await auditRows(t.db, 'qcFinding.raise')).filter((row) => row.after?.inspectionId === id);
    expect(raised).toHaveLength(2);
  });

  it('refuses a non-member, a role without the button, a stale version and bad input, changing nothing', async () => {
    // The coordinator is not on project 3; the monitor holds no quality page; the coordinator records none.
    expect((await t.get(`/api/quality/inspection/list/${project(3)}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/quality/inspection/list/${project(0)}`, 'monitor')).statusCode).toBe(403);
    expect((await t.post('/api/quality/inspection/create', record(0), 'coordinator')).statusCode).toBe(403);
    expect((await t.post('/api/quality/inspection/create', record(3), 'coordinator')).statusCode).toBe(403);

    const created = await t.post('/api/quality/inspection/create', record(1), 'qa');
    const { id } = created.json().data as { id: number };
    expect((await t.post('/api/quality/inspection/update', { ...record(1), id, version: 1 }, 'qa')).statusCode).toBe(
      200,
    );
    const stale = await t.post('/api/quality/inspection/update', { ...record(1), id, version: 1, scope: '改' }, 'qa');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ msg: STALE_VERSION_MESSAGE });
    // Through another project it is not found.
    expect((await t.get(`/api/quality/inspection/${project(0)}/${id}`, 'qa')).statusCode).toBe(404);

    const count = async (table: 'qualityInspection' | 'qualityFinding') =>
      (await t.db.selectFrom(table).select('id').execute()).length;
    const before = [await count('qualityInspection'), await count('qualityFinding')];
    const cases: [Record<string, unknown>, string][] = [
      [{ inspectionType: 'fda' }, 'inspectionType'],
      [{ endDate: '2026-01-01' }, 'endDate'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ inspectingBody: '  ' }, 'inspectingBody'],
      [{ attachments: [999_999] }, 'attachments'],
    ];
    for (const [extra, field] of cases) {
      const response = await t.post('/api/quality/inspection/create', record(1, extra), 'qa');
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
    }
    const elsewhere = await t.post(
      '/api/quality/inspection/finding',
      { projectId: project(0), inspectionId: id, problemType: 1, severity: 1, description: '问题' },
      'qa',
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toContain('inspectionId');
    expect([await count('qualityInspection'), await count('qualityFinding')]).toEqual(before);
  });

  it('keeps exactly one of check task, inspection and self-check on a finding in the database', async () => {
    const created = await t.post('/api/quality/inspection/create', record(2), 'qa');
    const { id } = created.json().data as { id: number };
    const insert = (inspectionId: number | null) =>
      sql`insert into quality_finding (project_id, inspection_id, item_code, problem_type, severity, description,
        created_by, created_at, updated_at) values (${project(2)}, ${inspectionId}, 'x', 1, 1, 'd', 'qa', 'now', 'now')`.execute(
        t.db,
      );
    await expect(insert(null)).rejects.toThrow();
    await expect(insert(id)).resolves.toBeDefined();
    await t.db.deleteFrom('qualityFinding').where('inspectionId', '=', id).execute();
  });
});
