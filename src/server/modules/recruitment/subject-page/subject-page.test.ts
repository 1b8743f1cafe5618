import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubjectPage } from '../../../../shared/api/recruitment/subject-page';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { testKeys } from '../../../test-support';
import { createAeRepository } from '../../safety';

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

/** A willing candidate of project 0 enrolled as a subject (consent 01-03, enrolled 01-05, the test's today). */
async function enrolledSubject(name: string, phone: string) {
  const now = new Date(t.clock()).toISOString();
  const mrn = randomBytes(6).toString('hex');
  const patient = await t.db
    .insertInto('recruitPatient')
    .values({
      projectId: project(0),
      mrnHash: cipher.lookupHash(mrn),
      nameEnc: cipher.encrypt(name),
      mrnEnc: cipher.encrypt(mrn),
      phoneEnc: cipher.encrypt(phone),
      source: 0,
      recruitResult: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const body = { projectId: project(0), patientId: patient.id, version: 1, screeningDate: '2026-01-02' };
  const enrolled = await post('enrol', { ...body, consentDate: '2026-01-03' });
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  const { id } = enrolled.json().data as { id: number };
  const moved = await post('setStatus', { projectId: project(0), id, version: 1, action: 'enrol', date: '2026-01-05' });
  expect(moved.statusCode, moved.body).toBe(200);
  return { id, version: 2 };
}

async function page(id: number, as = 'coordinator', position = 0): Promise<SubjectPage> {
  const response = await t.get(`/api/trial/subject/${project(position)}/${id}/page`, as);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data;
}

describe("the subject's page", () => {
  it('shows the coordinator the masked person, the records and the status history, never the full name', async () => {
    const { id } = await enrolledSubject('欧阳明华', '13912345678');
    await createAeRepository(t.db).insert(
      project(0),
      {
        subjectId: id,
        term: '恶心',
        onsetDate: '2026-01-04',
        endDate: null,
        severity: 2,
        grade: '2',
        serious: '0',
        seriousness: '[]',
        drugRelation: 'possible',
        drugAction: 'none',
        outcome: 'recovering',
        treatment: null,
        saeRequired: 0,
        seriousLearnedAt: null,
        preConsentReason: null,
      },
      'test',
      new Date(t.clock()).toISOString(),
    );
    const response = await t.get(`/api/trial/subject/${project(0)}/${id}/page`, 'coordinator');
    expect(response.body).not.toContain('欧阳明华');
    expect(response.body).not.toContain('13912345678');
    const data = await page(id);
    expect(data.subject).toMatchObject({
      id,
      status: 'enrolled',
      consentDate: '2026-01-03',
      enrolledDate: '2026-01-05',
    });
    expect(data.identity).toMatchObject({ maskedPhone: '139****5678' });
    expect(data.identity?.maskedName).toMatch(/^欧.*\*/);
    expect(data.aes).toEqual([expect.objectContaining({ term: '恶心', onsetDate: '2026-01-04' })]);
    expect(data.saes).toEqual([]);
    expect(data.conMeds).toEqual([]);
    expect(data.deviations).toEqual([]);
    expect(data.contacts).toEqual([]);
    expect(Array.isArray(data.visits)).toBe(true);
    expect(data.statusHistory.map((e) => e.action)).toEqual(['subject.create', 'subject.enrol']);
    expect(data.audit[0]?.action).toBe('subject.enrol');
    expect(data.randomisation).toEqual({ number: null, arm: null, date: null });
  });

  it('gives a monitor the subject by number but not the person nor the contacts', async () => {
    const { id } = await enrolledSubject('司马光', '13800001111');
    const data = await page(id, 'monitor');
    expect(data.subject.id).toBe(id);
    expect(data.identity).toBeNull();
    expect(data.contacts).toBeNull();
  });

  it('refuses a user outside the project and answers not found for a subject of another project', async () => {
    const { id } = await enrolledSubject('诸葛亮', '13700002222');
    expect((await t.get(`/api/trial/subject/${project(4)}/${id}/page`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/trial/subject/${project(1)}/${id}/page`, 'coordinator')).statusCode).toBe(404);
    expect((await t.get(`/api/trial/subject/${project(0)}/${id}/page`)).statusCode).toBe(401);
  });
});

describe('randomisation and re-consent', () => {
  const randomise = (id: number, version: number, extra: Record<string, unknown> = {}, as = 'coordinator') =>
    post(
      'randomise',
      {
        projectId: project(0),
        id,
        version,
        randomisationNumber: 'R-0101',
        randomisationArm: 'A 组（试验药）',
        randomisedDate: '2026-01-05',
        ...extra,
      },
      as,
    );

  it('records the number and arm with an audit row, and a correction only with a reason', async () => {
    const { id } = await enrolledSubject('赵云', '13600003333');
    expect((await randomise(id, 2, {}, 'monitor')).statusCode).toBe(403);
    const saved = await randomise(id, 2);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await page(id)).randomisation).toEqual({ number: 'R-0101', arm: 'A 组（试验药）', date: '2026-01-05' });
    const [audit] = await auditRows(t.db, 'subject.randomise');
    expect(audit).toMatchObject({ entity: 'trialSubject', entityId: String(id) });
    expect(audit?.before).toMatchObject({ randomisationNumber: null, randomisationArm: null });
    expect(audit?.after).toMatchObject({ randomisationNumber: 'R-0101', randomisationArm: 'A 组（试验药）' });

    const noReason = await randomise(id, 3, { randomisationArm: 'B 组' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data).toEqual({ field: 'reason' });
    const corrected = await randomise(id, 3, { randomisationArm: 'B 组', reason: '录入错误，按随机系统更正' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await page(id)).audit[0]).toMatchObject({
      action: 'subject.randomise',
      reason: '录入错误，按随机系统更正',
    });
  });

  it('refuses bad input and changes nothing', async () => {
    const { id } = await enrolledSubject('黄忠', '13500004444');
    const other = await enrolledSubject('魏延', '13500005555');
    expect((await randomise(other.id, 2, { randomisationNumber: 'R-0777' })).statusCode).toBe(200);
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ randomisationNumber: 'R 0001; drop' }, 400, null],
      [{ randomisationArm: '  ' }, 400, null],
      [{ randomisedDate: '2026-02-30' }, 400, null],
      [{ randomisedDate: '2026-01-06' }, 400, 'randomisedDate'],
      [{ randomisedDate: '2026-01-02' }, 400, 'randomisedDate'],
      [{ randomisationNumber: 'R-0777' }, 400, 'randomisationNumber'],
    ];
    for (const [extra, status, field] of cases) {
      const response = await randomise(id, 2, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      if (field) expect(response.json().data).toEqual({ field });
    }
    expect((await randomise(id, 1)).statusCode).toBe(400);
    expect((await page(id)).randomisation).toEqual({ number: null, arm: null, date: null });
    expect((await page(id)).subject.version).toBe(2);

    const screening = await post('save', { projectId: project(0), initials: 'HZ', screeningDate: '2026-01-02' });
    const notEnrolled = await randomise((screening.json().data as { id: number }).id, 1);
    expect(notEnrolled.statusCode).toBe(400);
    const smuggled = await randomise(id, 2, { projectId: project(1) });
    expect(smuggled.statusCode).toBe(404);
  });

  it('keeps each re-consent with the form version in the consent history', async () => {
    const { id } = await enrolledSubject('马超', '13400006666');
    const consent = (version: number, consentVersion: string, consentDate: string) =>
      post('consent', { projectId: project(0), id, version, consentVersion, consentDate });
    expect((await consent(2, 'V1.0 2025-12-01', '2026-01-03')).statusCode).toBe(200);
    expect((await consent(3, 'V2.0 2026-01-04', '2026-01-02')).json().data).toEqual({ field: 'consentDate' });
    expect((await consent(3, 'V2.0 2026-01-04', '2026-01-05')).statusCode).toBe(200);
    const data = await page(id);
    expect(data.consentVersion).toBe('V2.0 2026-01-04');
    expect(data.subject.consentDate).toBe('2026-01-05');
    expect(data.consentHistory.map((e) => JSON.parse(e.after ?? '{}').consentVersion)).toEqual([
      'V1.0 2025-12-01',
      'V2.0 2026-01-04',
    ]);
  });
});

describe('status history of a subject stored without audit rows', () => {
  it('is read from its recorded days', async () => {
    const now = new Date(t.clock()).toISOString();
    const { id } = await t.db
      .insertInto('trialSubject')
      .values({
        projectId: project(0),
        patientId: null,
        subjectNumber: 'IMPORTED-001',
        seq: 9001,
        initials: 'WJ',
        status: 'withdrawn',
        screeningDate: '2025-11-02',
        consentDate: '2025-11-02',
        enrolledDate: '2025-11-10',
        endedDate: '2025-12-20',
        reasonCode: 'consent',
        reason: null,
        note: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const data = await page(id);
    expect(data.statusHistory.map((e) => [e.action, e.at, e.actorName])).toEqual([
      ['subject.create', '2025-11-02', null],
      ['subject.enrol', '2025-11-10', null],
      ['subject.withdraw', '2025-12-20', null],
    ]);
    expect(data.audit).toEqual([]);
    expect(data.identity).toBeNull();
  });
});
