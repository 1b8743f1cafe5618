import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subject } from '../../../../shared/api/recruitment/subjects';
import { readTable } from '../../../lib/spreadsheet';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import { type SubjectsKit, addSubject, createSubjectsKit, subject } from './subjects-test-kit';
let k: SubjectsKit;
let t: StaffTestApp;
let project: SubjectsKit['project'];
let post: SubjectsKit['post'];

beforeAll(async () => {
  k = await createSubjectsKit();
  ({ t, project, post } = k);
});
afterAll(async () => k.t.close());

describe('subject permissions', () => {
  it('answers 403 on a project the coordinator is not in, and 404 for a subject of another project', async () => {
    expect((await t.get(`/api/trial/subject/${project(4)}/list`, 'coordinator')).statusCode).toBe(403);
    const { id } = await addSubject(k, 1);
    expect((await t.get(`/api/trial/subject/${project(0)}/${id}`, 'coordinator')).statusCode).toBe(404);
    const smuggled = await post('setStatus', {
      projectId: project(0),
      id,
      version: 1,
      action: 'screenFail',
      reasonCode: 'lab',
    });
    expect(smuggled.statusCode).toBe(404);
    expect((await subject(k, 1, id)).status).toBe('screening');
  });

  it('lets a monitor list but not change', async () => {
    const { id } = await addSubject(k, 0);
    expect((await t.get(`/api/trial/subject/${project(0)}/list`, 'monitor')).statusCode).toBe(200);
    expect(
      (await post('save', { projectId: project(0), initials: 'AB', screeningDate: '2026-01-02' }, 'monitor'))
        .statusCode,
    ).toBe(403);
    expect((await post('delete', { projectId: project(0), id, version: 1 }, 'monitor')).statusCode).toBe(403);
  });
});

describe('subject list and export', () => {
  it('filters by status, validity and keyword, and exports the list’s columns formula-guarded', async () => {
    await addSubject(k, 2, { initials: '=1+2' });
    const list = await t.get(
      `/api/trial/subject/${project(2)}/list?status=screening&validity=valid&keyword=1%2B2`,
      'coordinator',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows.map((row: Subject) => row.initials)).toEqual(['=1+2']);
    expect(list.json().total).toBe(1);
    const csv = await t.get(`/api/trial/subject/${project(2)}/export?format=csv&keyword=1%2B2`, 'coordinator');
    expect(csv.statusCode).toBe(200);
    const table = await readTable(csv.rawPayload, 'csv');
    expect(table[0]).toEqual([
      '受试者编号',
      '姓名缩写',
      '状态',
      '是否无效',
      '筛选日期',
      '知情同意日期',
      '入组日期',
      '结束日期',
      '原因',
      '原因说明',
      '无效原因',
    ]);
    expect(table[1]?.slice(1, 5)).toEqual(["'=1+2", '筛选中', '否', '2026-01-02']);
    const [exported] = await auditRows(t.db, 'subject.export');
    expect(exported).toMatchObject({ entity: 'trialSubject', entityId: String(project(2)), actorName: 'coordinator' });
    expect(exported?.after).toMatchObject({ filters: { format: 'csv', keyword: '1+2' }, rows: 1 });
    expect((await t.get(`/api/trial/subject/${project(2)}/export?format=csv`, 'monitor')).statusCode).toBe(403);
  });

  it('refuses an unsafe numbering pattern, naming the field', async () => {
    const { version } = (await t.get(`/api/trial/subject/${project(0)}/numbering`, 'coordinator')).json().data;
    const response = await post('numbering/save', { projectId: project(0), pattern: '{projectNo}-<x>', version });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({ field: 'pattern' });
  });
});
