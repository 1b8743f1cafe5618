import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subject } from '../../../../shared/api/recruitment/subjects';
import { readTable } from '../../../lib/spreadsheet';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { testKeys } from '../../../test-support';

let t: StaffTestApp;
let projects: number[];
const cipher = createFieldCipher(testKeys().patientKeys);
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
const post = (path: string, body: Record<string, unknown>, as = 'coordinator') =>
  t.post(`/api/trial/subject/${path}`, body, as);

/** A candidate of the project, inserted directly; recruitResult 1 is a willing one. */
async function candidate(projectId: number, name: string, recruitResult: number | null) {
  const now = new Date(t.clock()).toISOString();
  const mrn = randomBytes(6).toString('hex');
  const { id } = await t.db
    .insertInto('recruitPatient')
    .values({
      projectId,
      mrnHash: cipher.lookupHash(mrn),
      nameEnc: cipher.encrypt(name),
      mrnEnc: cipher.encrypt(mrn),
      source: 0,
      recruitResult,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, version: 1 };
}

async function subject(position: number, id: number, as = 'coordinator'): Promise<Subject> {
  const response = await t.get(`/api/trial/subject/${project(position)}/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function addSubject(position: number, extra: Record<string, unknown> = {}) {
  const response = await post('save', {
    projectId: project(position),
    initials: 'LXM',
    screeningDate: '2026-01-02',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

describe('enrolment of a candidate', () => {
  it('numbers a willing candidate from the project pattern, with initials and an audit row', async () => {
    const numbering = (await t.get(`/api/trial/subject/${project(1)}/numbering`, 'coordinator')).json().data;
    const saved = await post('numbering/save', {
      projectId: project(1),
      pattern: 'T{year}-{seq:4}',
      version: numbering.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = (await t.get(`/api/trial/subject/${project(1)}/numbering`, 'coordinator')).json().data;
    expect(next.nextNumber).toBe(`T2026-${String(next.nextSeq).padStart(4, '0')}`);

    const willing = await candidate(project(1), '张三丰', 1);
    const response = await post('enrol', {
      projectId: project(1),
      patientId: willing.id,
      version: willing.version,
      screeningDate: '2026-01-05',
      consentDate: '2026-01-04',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id, subjectNumber } = response.json().data;
    expect(subjectNumber).toBe(next.nextNumber);
    expect(await subject(1, id)).toMatchObject({
      subjectNumber,
      initials: '张*',
      status: 'screening',
      patientId: willing.id,
      consentDate: '2026-01-04',
    });
    const [audit] = await auditRows(t.db, 'subject.create');
    expect(audit).toMatchObject({ entity: 'trialSubject', entityId: String(id), actorName: 'coordinator' });
    expect(audit?.afterValue).not.toContain('张');

    const again = await post('enrol', {
      projectId: project(1),
      patientId: willing.id,
      version: 2,
      screeningDate: '2026-01-05',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toMatch(/已是本项目的受试者/);
  });

  it('refuses a candidate who is not willing, and one of another project as not found', async () => {
    const unwilling = await candidate(project(1), 'John Smith', 2);
    const refused = await post('enrol', {
      projectId: project(1),
      patientId: unwilling.id,
      version: 1,
      screeningDate: '2026-01-05',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/尚未记录患者愿意参加/);
    const other = await candidate(project(2), 'Jane Roe', 1);
    const smuggled = await post('enrol', {
      projectId: project(1),
      patientId: other.id,
      version: 1,
      screeningDate: '2026-01-05',
    });
    expect(smuggled.statusCode).toBe(404);
    const latin = await post('enrol', {
      projectId: project(2),
      patientId: other.id,
      version: 1,
      screeningDate: '2026-01-05',
    });
    expect(latin.statusCode, latin.body).toBe(200);
    expect((await subject(2, latin.json().data.id)).initials).toBe('JR');
  });

  it('gives concurrent enrolments distinct numbers', async () => {
    const people = await Promise.all(['王一', '王二', '王三', '王四'].map((name) => candidate(project(0), name, 1)));
    const responses = await Promise.all(
      people.map((p) =>
        post('enrol', { projectId: project(0), patientId: p.id, version: 1, screeningDate: '2026-01-05' }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const numbers = responses.map((response) => response.json().data.subjectNumber as string);
    expect(new Set(numbers).size).toBe(4);
  });
});

describe('subject status machine on the server', () => {
  it('enrols with consent, completes, and refuses moves the machine does not allow', async () => {
    const { id } = await addSubject(0);
    const noConsent = await post('setStatus', {
      projectId: project(0),
      id,
      version: 1,
      action: 'enrol',
      date: '2026-01-05',
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().data).toEqual({ field: 'consentDate' });
    const skip = await post('setStatus', { projectId: project(0), id, version: 1, action: 'complete' });
    expect(skip.statusCode).toBe(400);
    const enrol = await post('setStatus', {
      projectId: project(0),
      id,
      version: 1,
      action: 'enrol',
      date: '2026-01-05',
      consentDate: '2026-01-03',
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect(await subject(0, id)).toMatchObject({
      status: 'enrolled',
      enrolledDate: '2026-01-05',
      consentDate: '2026-01-03',
      version: 2,
    });
    const back = await post('setStatus', {
      projectId: project(0),
      id,
      version: 2,
      action: 'screenFail',
      reasonCode: 'lab',
    });
    expect(back.statusCode).toBe(400);
    const stale = await post('setStatus', { projectId: project(0), id, version: 1, action: 'complete' });
    expect(stale.statusCode).toBe(400);
    const done = await post('setStatus', { projectId: project(0), id, version: 2, action: 'complete' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await subject(0, id)).toMatchObject({ status: 'completed', endedDate: '2026-01-05' });
    const [audit] = await auditRows(t.db, 'subject.enrol');
    expect(audit).toMatchObject({ entityId: String(id) });
    expect(audit?.before).toMatchObject({ status: 'screening', enrolledDate: null });
    expect(audit?.after).toMatchObject({ status: 'enrolled', enrolledDate: '2026-01-05' });
  });

  it('requires a known reason for a screen failure and a withdrawal', async () => {
    const { id } = await addSubject(0, { consentDate: '2026-01-02' });
    const noReason = await post('setStatus', { projectId: project(0), id, version: 1, action: 'screenFail' });
    expect(noReason.json().data).toEqual({ field: 'reasonCode' });
    const wrongKind = await post('setStatus', {
      projectId: project(0),
      id,
      version: 1,
      action: 'screenFail',
      reasonCode: 'ae',
    });
    expect(wrongKind.statusCode).toBe(400);
    const other = await post('setStatus', {
      projectId: project(0),
      id,
      version: 1,
      action: 'screenFail',
      reasonCode: 'other',
    });
    expect(other.json().data).toEqual({ field: 'reason' });
    const failed = await post('setStatus', {
      projectId: project(0),
      id,
      version: 1,
      action: 'screenFail',
      reasonCode: 'lab',
      reason: 'ALT 超标',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await subject(0, id)).toMatchObject({ status: 'screenFailed', reasonCode: 'lab', reason: 'ALT 超标' });
  });

  it('deletes only a screening entry without consent', async () => {
    const blank = await addSubject(0);
    const signed = await addSubject(0, { consentDate: '2026-01-02' });
    const refused = await post('delete', { projectId: project(0), id: signed.id, version: 1 });
    expect(refused.statusCode).toBe(400);
    expect((await subject(0, signed.id)).id).toBe(signed.id);
    const deleted = await post('delete', { projectId: project(0), id: blank.id, version: 1 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.get(`/api/trial/subject/${project(0)}/${blank.id}`, 'coordinator')).statusCode).toBe(404);
    expect((await auditRows(t.db, 'subject.delete'))[0]).toMatchObject({ entityId: String(blank.id) });
  });

  it('sets an entry invalid (investigator only) and then freezes it', async () => {
    const { id } = await addSubject(0);
    const coordinator = await post('setInvalid', { projectId: project(0), id, version: 1, reason: '重复录入' });
    expect(coordinator.statusCode).toBe(403);
    const investigator = await post(
      'setInvalid',
      { projectId: project(0), id, version: 1, reason: '重复录入' },
      'investigator',
    );
    expect(investigator.statusCode, investigator.body).toBe(200);
    expect(await subject(0, id)).toMatchObject({ invalid: true, invalidReason: '重复录入' });
    const frozen = await post('setStatus', {
      projectId: project(0),
      id,
      version: 2,
      action: 'screenFail',
      reasonCode: 'lab',
    });
    expect(frozen.statusCode).toBe(400);
    expect((await auditRows(t.db, 'subject.invalid'))[0]).toMatchObject({
      actorName: 'investigator',
      reason: '重复录入',
    });
  });
});

describe('subject permissions', () => {
  it('answers 403 on a project the coordinator is not in, and 404 for a subject of another project', async () => {
    expect((await t.get(`/api/trial/subject/${project(4)}/list`, 'coordinator')).statusCode).toBe(403);
    const { id } = await addSubject(1);
    expect((await t.get(`/api/trial/subject/${project(0)}/${id}`, 'coordinator')).statusCode).toBe(404);
    const smuggled = await post('setStatus', {
      projectId: project(0),
      id,
      version: 1,
      action: 'screenFail',
      reasonCode: 'lab',
    });
    expect(smuggled.statusCode).toBe(404);
    expect((await subject(1, id)).status).toBe('screening');
  });

  it('lets a monitor list but not change', async () => {
    const { id } = await addSubject(0);
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
    await addSubject(2, { initials: '=1+2' });
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
