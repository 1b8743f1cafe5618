import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudyMeetingDetail, StudyMeetingSummary } from '../../../shared/api/study/meetings';
import { createMemoryFileStore } from '../../modules/study/files/file-store';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadBinderDemo } from './demo-binder';
import { loadStudyMeetingDemo } from './demo-study-meetings';

let t: StaffTestApp;
let projectId: number;
beforeAll(async () => {
  const store = createMemoryFileStore();
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  expect(await loadStudyMeetingDemo(t.db, store, t.clock())).toBe(true);
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

describe('study meetings demo', () => {
  it('holds a kick-off meeting with attendance and filed minutes, and a site initiation ahead, once', async () => {
    const list = (await t.get(`/api/gctms/meeting/${projectId}/list`, 'coordinator')).json()
      .data as StudyMeetingSummary[];
    expect(list.map((row) => [row.meetingType, row.status, row.hasMinutes])).toEqual([
      ['siteInitiation', 0, false],
      ['kickOff', 2, true],
    ]);
    const kickOff = list[1]?.id ?? 0;
    const detail = (await t.get(`/api/gctms/meeting/${projectId}/detail/${kickOff}`, 'coordinator')).json()
      .data as StudyMeetingDetail;
    expect(detail.attendees.length).toBeGreaterThan(1);
    expect(detail.attendees.every((row) => row.status !== null)).toBe(true);
    expect(detail.filed).toMatchObject({ number: 1, folderCode: '12' });
    expect(Date.parse(detail.startsAt)).toBeLessThan(t.clock());
    expect(Date.parse(list[0]?.startsAt ?? '')).toBeGreaterThan(t.clock());
    expect(await loadStudyMeetingDemo(t.db, createMemoryFileStore(), t.clock())).toBe(false);
  });
});
