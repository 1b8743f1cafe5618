/**
 * The demo's problem reports (SPEC §7 gctms bug reports): the demo coordinator's new report
 * filed from an error notification (its error report attached), and the demo monitor's report
 * the administrator fixed and answered, with the answer in the monitor's notices. Loaded once,
 * when the demo staff exist and no report does; times placed relative to `now`.
 */
import type { Db } from '../database';

const HOUR = 3_600_000;

export async function loadProblemReportDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('problemReport').select('id').limit(1).executeTakeFirst()) return false;
  const users = await db
    .selectFrom('staffUser')
    .select(['id', 'userName'])
    .where('userName', 'in', ['coordinator', 'monitor'])
    .execute();
  const coordinator = users.find((user) => user.userName === 'coordinator');
  const monitor = users.find((user) => user.userName === 'monitor');
  if (!coordinator || !monitor) return false;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  await db
    .insertInto('problemReport')
    .values([
      {
        reporterId: monitor.id,
        reporterRoles: JSON.stringify(['监查员']),
        pagePath: '/staff/projects/1/monitoring',
        text: '监查访视报告导出的 Excel 中，访视日期比系统里早一天。',
        errorReport: null,
        screenshotFileId: null,
        status: 'fixed',
        resolution: 'fixed',
        answer: '已修复：导出按医院时区（Asia/Shanghai）写日期，请重新导出。',
        createdAt: at(72),
        updatedAt: at(20),
      },
      {
        reporterId: coordinator.id,
        reporterRoles: JSON.stringify(['研究协调员']),
        pagePath: '/staff/projects/1/ae',
        text: '保存不良事件时弹出错误提示，刷新后仍然无法保存。',
        errorReport: JSON.stringify({
          code: '500',
          message: '很抱歉，系统遇到了意外情况',
          requestId: 'req-demo-7f3a',
          time: at(2),
          url: '/api/trial/gcpAeRecord/save',
        }),
        screenshotFileId: null,
        status: 'new',
        resolution: null,
        answer: null,
        createdAt: at(2),
        updatedAt: at(2),
      },
    ])
    .execute();
  const fixed = await db
    .selectFrom('problemReport')
    .select('id')
    .where('reporterId', '=', monitor.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staffNotice')
    .values({
      userId: monitor.id,
      projectId: null,
      kind: 'problemReport',
      subjectVisitId: null,
      title: `问题反馈 #${fixed.id} 有新答复（已修复）`,
      body: '已修复：导出按医院时区（Asia/Shanghai）写日期，请重新导出。',
      dueDate: null,
      createdAt: at(20),
      readAt: null,
    })
    .execute();
  return true;
}
