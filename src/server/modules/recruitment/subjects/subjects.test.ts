import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import { type SubjectsKit, addSubject, candidate, createSubjectsKit, subject } from './subjects-test-kit';
let k: SubjectsKit;
let t: StaffTestApp;
let project: SubjectsKit['project'];
let post: SubjectsKit['post'];

beforeAll(async () => {
  k = await createSubjectsKit();
  ({ t, project, post } = k);
});
afterAll(async () => k.t.close());

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

    const willing = await candidate(k, project(1), '张三丰', 1);
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
    expect(await subject(k, 1, id)).toMatchObject({
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
    const unwilling = await candidate(k, project(1), 'John Smith', 2);
    const refused = await post('enrol', {
      projectId: project(1),
      patientId: unwilling.id,
      version: 1,
      screeningDate: '2026-01-05',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/尚未记录患者愿意参加/);
    const other = await candidate(k, project(2), 'Jane Roe', 1);
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
    expect((await subject(k, 2, latin.json().data.id)).initials).toBe('JR');
  });

  it('gives concurrent enrolments distinct numbers', async () => {
    const people = await Promise.all(['王一', '王二', '王三', '王四'].map((name) => candidate(k, project(0), name, 1)));
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
    const { id } = await addSubject(k, 0);
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
    expect(await subject(k, 0, id)).toMatchObject({
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
    expect(await subject(k, 0, id)).toMatchObject({ status: 'completed', endedDate: '2026-01-05' });
    const [audit] = await auditRows(t.db, 'subject.enrol');
    expect(audit).toMatchObject({ entityId: String(id) });
    expect(audit?.before).toMatchObject({ status: 'screening', enrolledDate: null });
    expect(audit?.after).toMatchObject({ status: 'enrolled', enrolledDate: '2026-01-05' });
  });

  it('requires a known reason for a screen failure and a withdrawal', async () => {
    const { id } = await addSubject(k, 0, { consentDate: '2026-01-02' });
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
    expect(await subject(k, 0, id)).toMatchObject({ status: 'screenFailed', reasonCode: 'lab', reason: 'ALT 超标' });
  });

  it('deletes only a screening entry without consent', async () => {
    const blank = await addSubject(k, 0);
    const signed = await addSubject(k, 0, { consentDate: '2026-01-02' });
    const refused = await post('delete', { projectId: project(0), id: signed.id, version: 1 });
    expect(refused.statusCode).toBe(400);
    expect((await subject(k, 0, signed.id)).id).toBe(signed.id);
    const deleted = await post('delete', { projectId: project(0), id: blank.id, version: 1 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.get(`/api/trial/subject/${project(0)}/${blank.id}`, 'coordinator')).statusCode).toBe(404);
    expect((await auditRows(t.db, 'subject.delete'))[0]).toMatchObject({ entityId: String(blank.id) });
  });

  it('sets an entry invalid (investigator only) and then freezes it', async () => {
    const { id } = await addSubject(k, 0);
    const coordinator = await post('setInvalid', { projectId: project(0), id, version: 1, reason: '重复录入' });
    expect(coordinator.statusCode).toBe(403);
    const investigator = await post(
      'setInvalid',
      { projectId: project(0), id, version: 1, reason: '重复录入' },
      'investigator',
    );
    expect(investigator.statusCode, investigator.body).toBe(200);
    expect(await subject(k, 0, id)).toMatchObject({ invalid: true, invalidReason: '重复录入' });
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
