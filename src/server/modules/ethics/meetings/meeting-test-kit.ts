/** For the meetings' server tests: the demo committee and binder, accepted submissions, a meeting's room. */
import { expect } from 'vitest';
import type { MeetingRoom } from '../../../../shared/api/ethics/meeting-room';
import type { SubmissionType } from '../../../../shared/domain/ethics/submissions';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { loadEthicsDemo } from '../../../db/seed/demo-ethics';
import { type StaffTestApp, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

export const MEETING = '/api/meeting';
/** The demo committee: five medical members of both sexes, a lay member, a lay outside member, an outside member. */
export const SCIENTIFIC_FIVE = ['ethics', 'ec.wangjianhua', 'ec.lihong', 'ec.liuqing', 'ec.sunjie'];
export const MEN_ONLY = ['ethics', 'ec.wangjianhua', 'ec.sunjie', 'ec.maliang', 'ec.xuwei'];
export const QUORUM = [...SCIENTIFIC_FIVE, 'ec.maliang', 'ec.hexiulan'];

export async function meetingTestApp() {
  const store = createMemoryFileStore();
  const t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  for (const user of (await loadEthicsDemo(t.db, t.clock())) ?? []) t.passwords.set(user.userName, user.password);
  const projectId = (await t.db.selectFrom('project').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  return { t, projectId };
}

/** A submission of the type drafted and submitted by the coordinator, accepted by the secretary. */
export async function accepted(t: StaffTestApp, projectId: number, type: SubmissionType = 'amendment') {
  const binder = (await t.get(`/api/ethic/issue/binder/${projectId}`, 'coordinator')).json().data as {
    versionId: number;
  }[];
  const body = { projectId, type, title: `${type} 审查申请`, notes: null, documentVersionIds: [binder[0]?.versionId] };
  const saved = (await t.post('/api/ethic/issue/save', body, 'coordinator')).json().data as {
    id: number;
    version: number;
  };
  await t.post('/api/ethic/issue/submit', { projectId, ...saved }, 'coordinator');
  const response = await t.post('/api/ethic/board/accept', { id: saved.id, version: saved.version + 1 }, 'ethics');
  expect(response.statusCode, response.body).toBe(200);
  return saved.id;
}

export const room = async (t: StaffTestApp, id: number, as = 'ethics') =>
  (await t.get(`${MEETING}/room/${id}`, as)).json().data as MeetingRoom;

/** A meeting today at 14:00 (hospital time) with these submissions on its agenda. */
export async function schedule(t: StaffTestApp, submissionIds: number[], title = '2026年第1次伦理审查会议') {
  const response = await t.post(
    `${MEETING}/create`,
    { title, startsAt: '2026-01-05T06:00:00.000Z', place: '行政楼三楼会议室', notes: null, submissionIds },
    'ethics',
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: number }).id;
}

export async function start(t: StaffTestApp, id: number) {
  const { meeting } = await room(t, id);
  const response = await t.post(`${MEETING}/move`, { id, version: meeting.version, action: 'start' }, 'ethics');
  expect(response.statusCode, response.body).toBe(200);
}

/** The secretary marks each user's attendance. */
export async function mark(t: StaffTestApp, id: number, users: string[], status = 1) {
  for (const user of users) {
    const response = await t.post(`${MEETING}/attend`, { id, userId: await t.idOf(user), status }, 'ethics');
    expect(response.statusCode, response.body).toBe(200);
  }
}

export async function vote(t: StaffTestApp, itemId: number, user: string, decision = 'approve') {
  const signature = { ...(await signatureOf(t, user)), meaning: 'ethics-member-votes' };
  return t.post(`${MEETING}/vote/cast`, { itemId, decision, signature }, user);
}

export const submissionRow = (t: StaffTestApp, id: number) =>
  t.db.selectFrom('ethicsSubmission').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
