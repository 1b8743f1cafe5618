import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import { checkpoint, project, publishPlan, startQualityTestApp, tasks } from '../quality-test-kit';

/** Who accepts or returns an answered finding: a task's runner, or for an inspection's anyone who may verify. */
let t: StaffTestApp;
beforeAll(async () => {
  t = await startQualityTestApp();
  await t.db.deleteFrom('qualityInspection').execute();
  await t.db.deleteFrom('selfCheckRun').execute();
});
afterAll(async () => t.close());

const answer = { corrective: '重新签署', preventive: '签署前核对批件日期' };

async function verifyInbox(as: string): Promise<number[]> {
  const response = await t.get(`/api/trial/task/inbox?kind=qcFindingVerify&projectId=${project(1)}&limit=100`, as);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { rows: { recordId: number }[] }).rows.map((row) => row.recordId);
}

/** Sends the finding to the coordinator and answers it as the coordinator: status 5, version 3. */
async function answered(id: number) {
  const step = (path: string, body: Record<string, unknown>, as: string) =>
    t.post(`/api/quality/finding/${path}`, { projectId: project(1), id, ...body }, as);
  const coordinatorId = await t.idOf('coordinator');
  const sent = await step('send', { version: 1, responsibleUserId: coordinatorId, rectifyDue: '2026-01-20' }, 'qa');
  expect(sent.statusCode, sent.body).toBe(200);
  expect((await step('answer', { version: 2, ...answer }, 'coordinator')).statusCode).toBe(200);
  return step;
}

async function statusOf(id: number) {
  const row = await t.db
    .selectFrom('qualityFinding')
    .select(['status', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row;
}

describe("a finding's checker", () => {
  it("is the check task's runner: another verifier is refused and sees nothing to verify", async () => {
    await publishPlan(1, [
      checkpoint('first', { node: 'date', date: '2026-01-05', assigneeUserId: await t.idOf('qa') }),
    ]);
    const [task] = (await tasks(1)).rows;
    const ref = { projectId: project(1), id: task?.id ?? 0 };
    expect((await t.post('/api/quality/checkTask/start', { ...ref, version: 1 }, 'qa')).statusCode).toBe(200);
    const raised = await t.post(
      '/api/quality/finding/raise',
      { projectId: project(1), taskId: ref.id, itemCode: 'consent', problemType: 1, severity: 2, description: '漏签' },
      'qa',
    );
    const { id } = raised.json().data as { id: number };
    const step = await answered(id);

    expect(await verifyInbox('qa')).toEqual([id]);
    expect(await verifyInbox('deptqc')).toEqual([]);
    const refused = await step('accept', { version: 3, note: '可以' }, 'deptqc');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('只有该问题的检查人');
    expect((await step('return', { version: 3, note: '不行' }, 'deptqc')).statusCode).toBe(403);
    expect(await statusOf(id)).toEqual({ status: 5, version: 3 });
    expect((await auditRows(t.db, 'qcFinding.accept')).filter((row) => row.entityId === String(id))).toEqual([]);

    expect((await step('accept', { version: 3, note: '整改完成' }, 'qa')).statusCode).toBe(200);
    expect(await statusOf(id)).toEqual({ status: 3, version: 4 });
  });

  it("of an inspection's finding is anyone on the project who may verify, offered in the inbox", async () => {
    const created = await t.post(
      '/api/quality/inspection/create',
      {
        projectId: project(1),
        inspectionType: 'nmpa',
        inspectingBody: '省药品监督管理局',
        startDate: '2026-01-03',
        endDate: '2026-01-04',
        scope: '知情同意',
      },
      'qa',
    );
    expect(created.statusCode, created.body).toBe(200);
    const inspectionId = (created.json().data as { id: number }).id;
    const raised = await t.post(
      '/api/quality/inspection/finding',
      { projectId: project(1), inspectionId, problemType: 1, severity: 2, description: '知情同意书日期有误' },
      'qa',
    );
    expect(raised.statusCode, raised.body).toBe(200);
    const detail = await t.get(`/api/quality/inspection/${project(1)}/${inspectionId}`, 'qa');
    const id = (detail.json().data as { findings: { id: number }[] }).findings[0]?.id ?? 0;
    const step = await answered(id);

    // Recorded by the QA officer, verified by the department QC officer as well; never by the coordinator.
    expect(await verifyInbox('qa')).toEqual([id]);
    expect(await verifyInbox('deptqc')).toEqual([id]);
    expect(await verifyInbox('coordinator')).toEqual([]);
    expect((await step('accept', { version: 3 }, 'coordinator')).statusCode).toBe(403);
    expect(await statusOf(id)).toEqual({ status: 5, version: 3 });

    const returned = await step('return', { version: 3, note: '缺少扫描件' }, 'deptqc');
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await step('answer', { version: 4, ...answer }, 'coordinator')).statusCode).toBe(200);
    const accepted = await step('accept', { version: 5, note: '整改完成' }, 'deptqc');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await statusOf(id)).toEqual({ status: 3, version: 6 });
    const audit = (action: string) =>
      auditRows(t.db, action).then((rows) => rows.filter((row) => row.entityId === String(id)));
    expect(await audit('qcFinding.return')).toEqual([
      expect.objectContaining({ actorName: 'deptqc', after: expect.objectContaining({ status: 4, returnCount: 1 }) }),
    ]);
    expect(await audit('qcFinding.accept')).toEqual([
      expect.objectContaining({ actorName: 'deptqc', before: expect.objectContaining({ status: 5 }) }),
    ]);
    expect(await verifyInbox('deptqc')).toEqual([]);
  });
});

describe('the findings board', () => {
  it('lists every finding with its source, filters by source and exports the source', async () => {
    const saved = await t.post(
      '/api/quality/self-check/template',
      { projectId: project(1), version: null, items: [{ key: 'ae', text: 'AE 已按时上报', problemType: 3 }] },
      'qa',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const run = await t.post(
      '/api/quality/self-check/run',
      {
        projectId: project(1),
        templateVersion: 1,
        checkedOn: '2026-01-05',
        answers: [{ key: 'ae', answer: 'no', note: '1 例 AE 晚录入' }],
      },
      'coordinator',
    );
    expect(run.statusCode, run.body).toBe(200);
    const list = async (query: string) => {
      const response = await t.get(`/api/quality/finding/list/${project(1)}?limit=100${query}`, 'coordinator');
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ rows: Record<string, unknown>[] }>()
        .rows.map((row) => [row.source, row.sourceName, row.level, row.taskId === null].join('|'));
    };
    expect(await list('')).toEqual([
      'selfCheck|2026-01-05|1|true',
      'inspection|省药品监督管理局||true',
      'task|质控 first|3|false',
    ]);
    expect(await list('&source=inspection')).toEqual(['inspection|省药品监督管理局||true']);
    expect(await list('&source=selfCheck&level=1')).toEqual(['selfCheck|2026-01-05|1|true']);
    expect(await list('&level=3')).toEqual(['task|质控 first|3|false']);
    expect((await t.get(`/api/quality/finding/list/${project(1)}?source=audit`, 'qa')).statusCode).toBe(400);

    const exported = await t.get(`/api/quality/finding/export/${project(1)}?source=inspection`, 'qa');
    expect(exported.statusCode, exported.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect([1, 2].map((row) => [1, 2].map((cell) => sheet?.getRow(row).getCell(cell).value))).toEqual([
      ['来源', '来源名称'],
      ['检查与稽查', '省药品监督管理局'],
    ]);
    expect(sheet?.rowCount).toBe(2);
  });
});
