import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelOverview, ProjectFunnel } from '../../../../shared/api/recruitment/funnel';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { insertProject } from '../../../test-support';

let t: StaffTestApp;
let projectId: number;

/** A small funnel on a project of its own, the investigator in its team. Today is Monday 2026-01-05 in China. */
async function seedFunnel() {
  projectId = await insertProject(t.db, { name: '漏斗测试项目' });
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'investigator').executeTakeFirstOrThrow();
  await t.db
    .insertInto('userProjectRole')
    .values({ userId: await t.idOf('investigator'), projectId, roleId: role.id })
    .execute();
  const patient = async (key: string, createdAt: string, extra: Record<string, unknown> = {}) => {
    const { id } = await t.db
      .insertInto('recruitPatient')
      .values({
        projectId,
        mrnHash: key,
        nameEnc: 'x',
        mrnEnc: 'x',
        source: 1,
        createdAt,
        updatedAt: createdAt,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const contact = (patientId: number, contactedAt: string, result: number, reason: string | null = null) =>
    t.db
      .insertInto('recruitContact')
      .values({ patientId, projectId, contactedAt, result, reason, actorName: 'c' })
      .execute();
  const subject = (seq: number, patientId: number | null, extra: Record<string, unknown>) =>
    t.db
      .insertInto('trialSubject')
      .values({
        projectId,
        patientId,
        seq,
        subjectNumber: `F-${seq}`,
        initials: 'X',
        status: 'screening',
        screeningDate: '2026-01-02',
        createdAt: '2026-01-02T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
        ...extra,
      })
      .execute();

  const willing = { recruitResult: 1, suggested: 1 };
  const p1 = await patient('p1', '2025-12-29T10:00:00.000Z', {
    ...willing,
    suggestedAt: '2025-12-30T10:00:00.000Z',
    contactCount: 2,
    willingAt: '2026-01-02T03:00:00.000Z',
  });
  await contact(p1, '2025-12-31T03:00:00.000Z', 0);
  await contact(p1, '2026-01-02T03:00:00.000Z', 1);
  const p2 = await patient('p2', '2025-12-29T11:00:00.000Z', {
    suggested: 1,
    suggestedAt: '2025-12-30T10:00:00.000Z',
    recruitResult: 2,
    contactCount: 2,
  });
  await contact(p2, '2026-01-01T03:00:00.000Z', 2, 'time');
  await contact(p2, '2026-01-04T17:00:00.000Z', 2, 'risk');
  // 17:00 UTC on Sunday is 01:00 on Monday in China: this week.
  const p3 = await patient('p3', '2026-01-04T17:00:00.000Z', {
    ...willing,
    suggestedAt: '2026-01-05T01:30:00.000Z',
    contactCount: 1,
    willingAt: '2026-01-05T01:40:00.000Z',
  });
  await contact(p3, '2026-01-05T01:40:00.000Z', 1);
  await patient('p4', '2026-01-05T01:00:00.000Z');
  const p5 = await patient('p5', '2026-01-05T01:00:00.000Z', { recruitResult: 2, contactCount: 1 });
  await contact(p5, '2026-01-05T01:00:00.000Z', 2, 'distance');
  await subject(1, p1, {
    status: 'enrolled',
    screeningDate: '2026-01-03',
    consentDate: '2026-01-03',
    enrolledDate: '2026-01-04',
  });
  await subject(2, p3, {
    status: 'screenFailed',
    screeningDate: '2026-01-05',
    endedDate: '2026-01-05',
    reasonCode: 'lab',
  });
  await subject(3, null, {
    status: 'withdrawn',
    consentDate: '2026-01-02',
    enrolledDate: '2026-01-02',
    endedDate: '2026-01-04',
    reasonCode: 'ae',
  });
  await subject(4, null, { invalid: 1, invalidReason: 'duplicate' });
}

beforeAll(async () => {
  t = await createStaffTestApp();
  await seedFunnel();
});
afterAll(async () => t.close());

async function funnel(query = '', as = 'investigator'): Promise<ProjectFunnel> {
  const response = await t.get(`/api/trial/recruit/funnel/${projectId}${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const counts = (data: ProjectFunnel) => Object.fromEntries(data.stages.map((row) => [row.stage, row.count]));

describe('project funnel', () => {
  it('counts each stage with conversion rates, leaving invalid subjects out', async () => {
    const data = await funnel();
    expect(counts(data)).toEqual({
      candidates: 5,
      recommended: 3,
      contacted: 4,
      willing: 2,
      screening: 3,
      enrolled: 2,
    });
    expect(data.stages[1]).toMatchObject({ fromPrevious: 0.6, fromCandidates: 0.6 });
    expect(data.stages[5]).toMatchObject({ fromPrevious: 2 / 3, fromCandidates: 0.4 });
    expect(data.screenFailReasons).toEqual([{ code: 'lab', count: 1 }]);
    expect(data.unwillingReasons.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'distance', count: 1 },
      { code: 'risk', count: 1 },
    ]);
  });

  it("puts each stage in the hospital's Monday-start week", async () => {
    const { weeks, today } = await funnel();
    expect(today).toBe('2026-01-05');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({
      week: '2026-01-05',
      counts: { candidates: 3, recommended: 1, contacted: 2, willing: 1, screening: 1, enrolled: 0 },
    });
    expect(weeks.at(-2)).toEqual({
      week: '2025-12-29',
      counts: { candidates: 2, recommended: 2, contacted: 2, willing: 1, screening: 2, enrolled: 2 },
    });
  });

  it('counts only what happened within a day range', async () => {
    const data = await funnel('?from=2026-01-05&to=2026-01-05');
    expect(counts(data)).toEqual({
      candidates: 3,
      recommended: 1,
      contacted: 2,
      willing: 1,
      screening: 1,
      enrolled: 0,
    });
    expect(data).toMatchObject({ from: '2026-01-05', to: '2026-01-05' });
  });

  it('is refused to someone outside the project', async () => {
    expect((await t.get(`/api/trial/recruit/funnel/${projectId}`, 'coordinator')).statusCode).toBe(403);
  });
});

describe('funnel across projects', () => {
  const overview = async (as: string): Promise<FunnelOverview> => {
    const response = await t.get('/api/trial/recruit/funnel', as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('sums the projects where the caller holds the funnel page, with a row per project', async () => {
    const data = await overview('investigator');
    const row = data.projects.find((project) => project.projectId === projectId);
    expect(row).toMatchObject({ projectName: '漏斗测试项目', counts: { candidates: 5, enrolled: 2 } });
    const sum = data.projects.reduce((total, project) => total + project.counts.candidates, 0);
    expect(data.stages[0]?.count).toBe(sum);
    expect((await overview('coordinator')).projects.map((project) => project.projectId)).not.toContain(projectId);
  });

  it('needs the overview page', async () => {
    expect((await t.get('/api/trial/recruit/funnel', 'monitor')).statusCode).toBe(403);
  });
});
