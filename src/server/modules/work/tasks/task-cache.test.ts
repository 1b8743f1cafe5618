/**
 * The inbox and the workbench keep their counts and pages in each instance's memory
 * (task-cache.ts): a write committed through either of two instances on one database shows
 * in the next read of both, and the 24-hour SAE clock turns overdue with the time alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskInbox, taskInboxEndpoint } from '../../../../shared/api/work/tasks';
import { type Workbench, workbenchEndpoint } from '../../../../shared/api/work/workbench';
import { HOUR_MS } from '../../../../shared/domain/hospital-time';
import { createStaffUser } from '../../access/auth/test-kit';
import { createSessionStore } from '../../../services/sessions';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { insertProject } from '../../../test-support';
import { type Instance, twoInstances } from '../../../two-instances-kit';

const NOW = Date.UTC(2026, 0, 5, 2, 0, 0); // 2026-01-05 10:00 in China
const AT = '2026-01-01T00:00:00.000Z';
const stamps = { createdBy: 'chen.yu', createdAt: AT, updatedAt: AT };

let t: Awaited<ReturnType<typeof twoInstances>>;
let projectId: number;
let subjectId: number;
let cookie: string;

beforeAll(async () => {
  t = await twoInstances();
  t.clock.set(NOW);
  projectId = await insertProject(t.a.db, { name: '缓存项目' });
  const userId = await createStaffUser(t.a.db, {
    userName: 'chen.yu',
    system: { pages: ['TaskInbox'], buttons: [] },
    project: { projectId, pages: [], buttons: ['ae:submit', 'sae:submit'] },
  });
  cookie = `portal_sid=${(await createSessionStore(t.a.db, t.clock).create(userId, null)).token}`;
  ({ id: subjectId } = await t.a.db
    .insertInto('trialSubject')
    .values({
      projectId,
      seq: 1,
      subjectNumber: 'C-1',
      initials: 'CY',
      status: 'enrolled',
      screeningDate: '2025-12-01',
      enrolledDate: '2025-12-10',
      createdAt: AT,
      updatedAt: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});

afterAll(async () => {
  await t.close();
});

async function read<T>(instance: Instance, path: string): Promise<T> {
  const res = await instance.app.inject({
    method: 'GET',
    url: path,
    headers: { cookie, [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

const inbox = (instance: Instance) => read<TaskInbox>(instance, `${taskInboxEndpoint.path}?limit=50`);
const workbench = (instance: Instance) => read<Workbench>(instance, workbenchEndpoint.path);

/** An AE draft written straight to the database through `instance`'s connection. */
async function aeDraft(instance: Instance, term: string, serious = '0') {
  const { id } = await instance.db
    .insertInto('safetyAe')
    .values({
      projectId,
      subjectId,
      term,
      onsetDate: '2026-01-02',
      severity: 2,
      serious,
      drugRelation: 'possible',
      drugAction: 'none',
      outcome: 'recovering',
      status: serious === '1' ? 'submitted' : 'draft',
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('the inbox and workbench kept in memory', () => {
  it('show a record written through the other instance in their next read', async () => {
    const before = await inbox(t.b);
    expect(before.counts.aeSubmit).toBe(0);
    expect((await workbench(t.b)).counts.aeSubmit).toBe(0);

    const first = await aeDraft(t.a, '头痛');
    const after = await inbox(t.b);
    expect(after.counts.aeSubmit).toBe(1);
    expect(after.rows.map((row) => row.recordId)).toEqual([first]);
    expect((await workbench(t.b)).counts.aeSubmit).toBe(1);

    await aeDraft(t.b, '乏力');
    for (const instance of [t.a, t.b]) expect((await inbox(instance)).total).toBe(2);
  });

  it('drop a record deleted through the other instance from their next read', async () => {
    const rows = (await inbox(t.a)).rows;
    await t.b.db
      .deleteFrom('safetyAe')
      .where('id', '=', rows[0]?.recordId ?? 0)
      .execute();
    expect((await inbox(t.a)).total).toBe(rows.length - 1);
  });

  it('turn an SAE overdue once its 24 hours have passed, with nothing written since', async () => {
    const aeId = await aeDraft(t.a, '肺炎', '1');
    // Its 24 hours end 30 s after NOW.
    const learnedAt = new Date(NOW - 24 * HOUR_MS + 30_000).toISOString();
    await t.a.db
      .insertInto('safetySae')
      .values({ projectId, subjectId, aeId, reportType: 'first', learnedAt, description: '住院', ...stamps })
      .execute();
    const clockOf = async (instance: Instance) =>
      (await workbench(instance)).clocks.find((clock) => clock.clock === 'sae24h');
    expect(await clockOf(t.b)).toMatchObject({ open: 1, overdue: 0 });
    expect(await clockOf(t.b)).toMatchObject({ open: 1, overdue: 0 });
    // Under a minute: the session is not touched, so nothing at all is written in between.
    t.clock.set(NOW + 40_000);
    expect(await clockOf(t.b)).toMatchObject({ open: 1, overdue: 1 });
    const sae = (await inbox(t.b)).rows.find((row) => row.kind === 'saeSubmit');
    expect(sae?.overdue).toBe(true);
  });
});
