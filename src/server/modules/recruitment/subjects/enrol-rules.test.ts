import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { testKeys } from '../../../test-support';

let t: StaffTestApp;
let projects: number[];
const cipher = createFieldCipher(testKeys().patientKeys);
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(3).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;

/** A willing candidate with a match status, inserted directly. */
async function willing(projectId: number, matchStatus: string | null) {
  const now = new Date(t.clock()).toISOString();
  const mrn = randomBytes(6).toString('hex');
  const { id } = await t.db
    .insertInto('recruitPatient')
    .values({
      projectId,
      mrnHash: cipher.lookupHash(mrn),
      nameEnc: cipher.encrypt('赵六'),
      mrnEnc: cipher.encrypt(mrn),
      source: 0,
      matchStatus,
      recruitResult: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const enrol = (projectId: number, patientId: number) =>
  t.post('/api/trial/subject/enrol', { projectId, patientId, version: 1, screeningDate: '2026-01-05' }, 'coordinator');

describe('starting screening from a candidate', () => {
  it('refuses a candidate the pre-screen rules out, and lets a pre-screen eligible one start', async () => {
    const out = await enrol(project(0), await willing(project(0), 'recruitOut'));
    expect(out.statusCode).toBe(400);
    expect(out.json().msg).toContain('初筛结果为“数据不符合”');
    expect(await t.db.selectFrom('trialSubject').select('id').where('projectId', '=', project(0)).execute()).toEqual(
      [],
    );
    const eligible = await enrol(project(0), await willing(project(0), 'recruitDone'));
    expect(eligible.statusCode, eligible.body).toBe(200);
  });

  it('refuses while the project is not recruiting', async () => {
    await t.db.updateTable('project').set({ recruitStatus: 'ztzm' }).where('id', '=', project(1)).execute();
    const paused = await enrol(project(1), await willing(project(1), 'recruitDone'));
    expect(paused.statusCode).toBe(400);
    expect(paused.json().msg).toContain('项目当前不在招募中');
  });

  it('answers the record with whether the project recruits, for the page to say why the button is missing', async () => {
    const id = await willing(project(2), 'recruitDone');
    const recruiting = await t.get(`/api/trial/recruit/patient/${project(2)}/${id}`, 'coordinator');
    expect(recruiting.json().data).toMatchObject({ projectRecruiting: true });
    await t.db.updateTable('project').set({ recruitStatus: 'zmwc' }).where('id', '=', project(2)).execute();
    const complete = await t.get(`/api/trial/recruit/patient/${project(2)}/${id}`, 'coordinator');
    expect(complete.json().data).toMatchObject({ projectRecruiting: false });
  });
});
