import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_KINDS, type TaskInbox, taskInboxEndpoint } from '../../../../shared/api/work/tasks';
import { type Workbench, workbenchEndpoint } from '../../../../shared/api/work/workbench';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { createFieldCipher } from '../../../lib/field-crypto';
import { insertProject, testKeys } from '../../../test-support';

let t: StaffTestApp;
let projectA: number;
let projectB: number;

const NOW = Date.UTC(2026, 0, 5, 2, 0, 0); // 2026-01-05 10:00 in China
const AT = '2026-01-01T00:00:00.000Z';
const cipher = createFieldCipher(testKeys().patientKeys);
const stamps = { createdBy: 'investigator', createdAt: AT, updatedAt: AT };

async function joinTeam(userName: string, projectId: number, roleCode: string) {
  const role = await t.db.selectFrom('role').select('id').where('code', '=', roleCode).executeTakeFirstOrThrow();
  await t.db
    .insertInto('userProjectRole')
    .values({ userId: await t.idOf(userName), projectId, roleId: role.id })
    .execute();
}

async function subject(projectId: number, seq: number, status: string, enrolledDate: string | null) {
  const { id } = await t.db
    .insertInto('trialSubject')
    .values({
      projectId,
      seq,
      subjectNumber: `W-${projectId}-${seq}`,
      initials: 'WQ',
      status,
      screeningDate: '2025-12-01',
      enrolledDate,
      createdAt: AT,
      updatedAt: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A serious AE with an SAE draft learned at `learnedAt`. */
async function saeDraft(projectId: number, subjectId: number, learnedAt: string) {
  const ae = await t.db
    .insertInto('safetyAe')
    .values({
      projectId,
      subjectId,
      term: '肺炎',
      onsetDate: '2026-01-02',
      severity: 3,
      serious: '1',
      drugRelation: 'possible',
      drugAction: 'none',
      outcome: 'recovering',
      status: 'submitted',
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('safetySae')
    .values({ projectId, subjectId, aeId: ae.id, reportType: 'first', learnedAt, description: '住院', ...stamps })
    .execute();
}

beforeAll(async () => {
  t = await createStaffTestApp();
  t.clock.set(NOW);
  projectA = await insertProject(t.db, { name: '工作台项目甲' });
  projectB = await insertProject(t.db, { name: '工作台项目乙' });
  await joinTeam('investigator', projectA, 'investigator');
  await joinTeam('coordinator', projectA, 'coordinator');
  await joinTeam('sysadmin', projectB, 'investigator');
  const s = await subject(projectA, 1, 'enrolled', '2025-12-10');
  await subject(projectA, 2, 'screening', null);
  await saeDraft(projectA, s, '2026-01-03T12:00:00.000Z'); // overdue since 2026-01-04 12:00Z
  await saeDraft(projectA, s, '2026-01-05T01:00:00.000Z'); // due 2026-01-06 01:00Z
  await t.db
    .insertInto('recruitPatient')
    .values({
      projectId: projectA,
      mrnHash: 'wb-1',
      nameEnc: cipher.encrypt('赵六'),
      mrnEnc: cipher.encrypt('MRN-WB-1'),
      source: 0,
      nextFollowUp: '2026-01-02',
      createdAt: AT,
      updatedAt: AT,
    })
    .execute();
  const b = await subject(projectB, 1, 'enrolled', '2025-12-11');
  await saeDraft(projectB, b, '2026-01-01T00:00:00.000Z');
});

afterAll(async () => {
  await t.close();
});

async function workbench(as: string): Promise<Workbench> {
  const res = await t.get(workbenchEndpoint.path, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Workbench }>().data;
}

async function inbox(as: string): Promise<TaskInbox> {
  const res = await t.get(`${taskInboxEndpoint.path}?limit=1`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TaskInbox }>().data;
}

describe('the workbench', () => {
  it('shows the SAE 24-hour clock running, one report overdue, the next due time', async () => {
    const data = await workbench('investigator');
    expect(data.today).toBe('2026-01-05');
    expect(data.clocks.find((clock) => clock.clock === 'sae24h')).toEqual({
      clock: 'sae24h',
      kinds: ['saeSubmit', 'saeRaise'],
      open: 2,
      overdue: 1,
      nextDueAt: '2026-01-06T01:00:00.000Z',
    });
    expect(data.clocks.find((clock) => clock.clock === 'susar')).toMatchObject({ open: 0, nextDueAt: null });
  });

  it('counts what the inbox counts, for each role', async () => {
    for (const role of ['investigator', 'coordinator', 'sysadmin', 'monitor']) {
      const [bench, box] = [await workbench(role), await inbox(role)];
      expect(bench.counts, role).toEqual(box.counts);
      expect(
        TASK_KINDS.reduce((sum, kind) => sum + bench.counts[kind], 0),
        role,
      ).toBe(box.total);
    }
    const coordinator = await workbench('coordinator');
    expect(coordinator.followUps).toEqual({ due: 1, overdue: 1 });
  });

  it("shows recruitment and clocks of the user's projects only", async () => {
    const data = await workbench('investigator');
    expect(data.projects).toContainEqual({
      id: projectA,
      name: '工作台项目甲',
      screening: 1,
      enrolled: 1,
      target: null,
      // A project made outside the suite has no research centre yet.
      centres: [],
    });
    expect(data.projects.map((project) => project.id)).not.toContain(projectB);
    const other = await workbench('sysadmin');
    expect(other.projects.map((project) => project.id)).toContain(projectB);
    expect(other.projects.map((project) => project.id)).not.toContain(projectA);
    expect(other.clocks.find((clock) => clock.clock === 'sae24h')).toMatchObject({ open: 1, overdue: 1 });
  });

  it("shows enrolled against the project's enrolment target once one is set", async () => {
    await t.db.updateTable('project').set({ enrolmentTarget: 40 }).where('id', '=', projectA).execute();
    const data = await workbench('investigator');
    expect(data.projects.find((project) => project.id === projectA)).toMatchObject({ enrolled: 1, target: 40 });
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.get(workbenchEndpoint.path)).statusCode).toBe(401);
  });
});
