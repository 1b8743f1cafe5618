/**
 * The demo's study meetings (SPEC §7 gctms meetings), in the first demo project, made by the
 * demo coordinator through the study meetings' own writes (so the attendance, the minutes'
 * binder version and the audit rows are real): a kick-off meeting ten days ago, held, with
 * everyone's attendance marked and its minutes filed into the binder; and a site initiation
 * meeting a week ahead, not started. Loaded once, when the coordinator and the project's team
 * exist and the project has no study meeting; times placed relative to `now`.
 */
import { createStudyMeetingService } from '../../modules/study/meetings/service';
import type { FileStore } from '../../modules/study/files/file-store';
import { createFileService } from '../../modules/study/files/service';
import { DOCUMENT_MAX_BYTES } from '../../../shared/domain/documents/uploads';
import { hospitalDay, hospitalInstant } from '../../../shared/domain/hospital-time';
import type { AttendeeStatus } from '../../../shared/domain/study';
import type { Actor } from '../../services/staff-write';
import type { Db } from '../database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The attendance of the team, in team order: most on time, one late, one on leave. */
const ATTENDANCE: AttendeeStatus[] = [1, 1, 2, 1, 4];

const MINUTES = [
  '一、申办方介绍试验方案、入排标准及访视流程，研究团队无异议。',
  '二、明确分工：研究者负责入组判断与安全性评估，CRC 负责访视预约与数据录入。',
  '三、药品管理员确认药品接收、储存温度记录及发放流程。',
  '四、约定首例受试者入组目标时间为两周内，下次例会时间另行通知。',
].join('\n');

export async function loadStudyMeetingDemo(db: Db, store: FileStore, now: number): Promise<boolean> {
  const coordinator = await db
    .selectFrom('staffUser')
    .select('id')
    .where('userName', '=', 'coordinator')
    .executeTakeFirst();
  const project = await db.selectFrom('project').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!coordinator || !project) return false;
  const existing = await db
    .selectFrom('meeting')
    .select('id')
    .where('kind', '=', 'study')
    .where('projectId', '=', project.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  const team = (
    await db
      .selectFrom('userProjectRole')
      .select('userId')
      .distinct()
      .where('projectId', '=', project.id)
      .orderBy('userId')
      .execute()
  ).map((row) => row.userId);
  if (team.length === 0) return false;
  const actor = (at: number): Actor => ({
    at,
    actorId: coordinator.id,
    actorName: 'coordinator',
    clientIp: null,
    requestId: null,
  });
  const files = createFileService({ db, store, maxBytes: DOCUMENT_MAX_BYTES });
  const meetings = createStudyMeetingService(db, files);
  const projectId = project.id;
  // At a round hour of the hospital's day: 09:30 ten days ago, 14:00 a week ahead.
  const held = hospitalInstant(`${hospitalDay(now - 10 * DAY)}T09:30`);
  const ahead = hospitalInstant(`${hospitalDay(now + 7 * DAY)}T14:00`);
  const kickOff = await meetings.create(
    {
      projectId,
      meetingType: 'kickOff',
      title: '项目启动会',
      startsAt: new Date(held).toISOString(),
      place: '临床试验中心 3 楼会议室',
      agenda: '1. 申办方介绍试验方案\n2. 研究团队职责分工\n3. 药品管理与样本流程\n4. 答疑',
      attendeeIds: team,
    },
    actor(held - 5 * DAY),
  );
  let saved = await meetings.move({ projectId, ...kickOff, action: 'start' }, actor(held));
  for (const [index, userId] of team.entries())
    await meetings.attend(
      { projectId, id: kickOff.id, userId, status: ATTENDANCE[index % ATTENDANCE.length] ?? 1 },
      actor(held + (index + 1) * 60_000),
    );
  saved = await meetings.move({ projectId, ...saved, action: 'close' }, actor(held + 2 * HOUR));
  await meetings.minutes({ projectId, ...saved, minutes: MINUTES }, actor(held + 4 * HOUR));
  await meetings.create(
    {
      projectId,
      meetingType: 'siteInitiation',
      title: '分中心启动会',
      startsAt: new Date(ahead).toISOString(),
      place: '线上会议（腾讯会议）',
      agenda: '1. 分中心研究团队培训\n2. 授权分工表签署',
      attendeeIds: team,
    },
    actor(now - DAY),
  );
  return true;
}
