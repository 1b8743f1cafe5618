import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFunnel } from '../../../../shared/api/recruitment/funnel';
import { FUNNEL_STAGES } from '../../../../shared/domain/recruitment/funnel';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
let projectId: number;
let own: number;
let lead: number;
let participating: number;

/** Subjects at each centre of the first demo project (one enrolled at the lead centre), and a candidate of our own. */
beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const centres = await t.db
    .selectFrom('researchCentre')
    .select(['id', 'isOwn'])
    .where('projectId', '=', projectId)
    .orderBy('isOwn', 'desc')
    .orderBy('id')
    .execute();
  [own, lead, participating] = centres.map((centre) => centre.id) as [number, number, number];
  const add = async (centreId?: number) => {
    const response = await t.post(
      '/api/trial/subject/save',
      { projectId, initials: 'LS', screeningDate: '2026-01-02', ...(centreId ? { centreId } : {}) },
      'coordinator',
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  };
  await add();
  await add(own);
  const enrolled = await add(lead);
  await add(lead);
  await add(participating);
  await t.db
    .updateTable('trialSubject')
    .set({ status: 'enrolled', enrolledDate: '2026-01-04' })
    .where('id', '=', enrolled)
    .execute();
  await t.db
    .insertInto('recruitPatient')
    .values({
      projectId,
      mrnHash: 'c1',
      nameEnc: 'x',
      mrnEnc: 'x',
      source: 1,
      createdAt: '2026-01-03T02:00:00.000Z',
      updatedAt: '2026-01-03T02:00:00.000Z',
    })
    .execute();
});
afterAll(async () => t.close());

async function funnel(query = ''): Promise<ProjectFunnel> {
  const response = await t.get(`/api/trial/recruit/funnel/${projectId}${query}`, 'monitor');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const stageCounts = (data: ProjectFunnel) => Object.fromEntries(data.stages.map((row) => [row.stage, row.count]));

describe('counting per research centre', () => {
  it('breaks the funnel down by centre, the centres adding up to the project', async () => {
    const whole = await funnel();
    expect(whole.centreId).toBeNull();
    expect(whole.centres.map((centre) => centre.centreId)).toEqual([own, lead, participating]);
    for (const stage of FUNNEL_STAGES) {
      const sum = whole.centres.reduce((total, centre) => total + centre.counts[stage], 0);
      expect(sum, stage).toBe(stageCounts(whole)[stage]);
    }
    expect(whole.centres[0]?.counts).toMatchObject({ candidates: 1, screening: 2, enrolled: 0 });
    expect(whole.centres[1]?.counts).toMatchObject({ candidates: 0, screening: 2, enrolled: 1 });
    expect(whole.centres[2]?.counts).toMatchObject({ candidates: 0, screening: 1, enrolled: 0 });
  });

  it('narrows the stages and weeks to one centre; the candidate stages stay with our own centre', async () => {
    const atLead = await funnel(`?centreId=${lead}`);
    expect(atLead.centreId).toBe(lead);
    expect(stageCounts(atLead)).toMatchObject({ candidates: 0, willing: 0, screening: 2, enrolled: 1 });
    const weekly = atLead.weeks.reduce((total, week) => total + week.counts.screening, 0);
    expect(weekly).toBe(2);
    const atOwn = await funnel(`?centreId=${own}`);
    expect(stageCounts(atOwn)).toMatchObject({ candidates: 1, screening: 2, enrolled: 0 });
    // The breakdown is the whole project's whichever centre is chosen.
    expect(atLead.centres).toEqual((await funnel()).centres);
  });

  it('refuses a centre of another project', async () => {
    const other = await t.db
      .selectFrom('researchCentre')
      .select('id')
      .where('projectId', '!=', projectId)
      .executeTakeFirstOrThrow();
    const response = await t.get(`/api/trial/recruit/funnel/${projectId}?centreId=${other.id}`, 'monitor');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('centreId');
  });

  it('counts the workbench’s recruitment per centre and in total', async () => {
    const response = await t.get('/api/trial/task/workbench', 'coordinator');
    expect(response.statusCode, response.body).toBe(200);
    type Row = {
      id: number;
      screening: number;
      enrolled: number;
      centres: { id: number; screening: number; enrolled: number }[];
    };
    const row = (response.json().data.projects as Row[]).find((project) => project.id === projectId);
    expect(row).toMatchObject({ screening: 4, enrolled: 1 });
    expect(row?.centres.map((centre) => [centre.id, centre.screening, centre.enrolled])).toEqual([
      [own, 2, 0],
      [lead, 1, 1],
      [participating, 1, 0],
    ]);
  });
});
