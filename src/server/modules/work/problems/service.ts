/**
 * Problem report writes (SUITE.md 'Writes'): filing (the screenshot checked, scanned and
 * stored as a private file first, then the report and its audit row in one transaction: a
 * refused image leaves neither file nor report), and the administrators' moves through the status machine of
 * shared/domain/work/problem-reports.ts, each with its audit row and, when it carries an
 * answer, a notice to the reporter.
 */
import type { ErrorReportData, ProblemFileBody, ProblemMoveBody } from '../../../../shared/api/work/problem-reports';
import {
  PROBLEM_SCREENSHOT_MAX_BYTES,
  PROBLEM_STATUS_LABELS,
  PROBLEM_TRANSITIONS,
  canProblemTransition,
  problemStatusOf,
  screenshotProblem,
} from '../../../../shared/domain/work/problem-reports';
import type { Db } from '../../../db/database';
import { appendAudit, recordAudit } from '../../../db/audit/audit-trail';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import type { VirusScanner } from '../../documents';
import type { FileService } from '../../study';
import { createProblemRepository } from './repository';

const ENTITY = 'problemReport';
const SCREENSHOT = 'screenshot';

const refuseScreenshot = (zh: string, en: string) => fieldProblem(SCREENSHOT, { 'zh-CN': zh, en });

/** The screenshot's bytes, or a refusal naming the field (type and size before the bytes are looked at). */
function screenshotBytes(shot: { name: string; content: string }): Buffer {
  const data = Buffer.from(shot.content, 'base64');
  if (data.toString('base64').replace(/=+$/, '') !== shot.content.replace(/=+$/, ''))
    throw refuseScreenshot('截图不是有效的 base64 数据', 'The screenshot is not valid base64');
  const problem = screenshotProblem({ name: shot.name, size: data.length });
  if (problem === 'type')
    throw refuseScreenshot('截图只接受 PNG、JPEG、WebP 或 GIF 图片', 'Screenshots: PNG, JPEG, WebP or GIF');
  if (problem === 'empty') throw refuseScreenshot('截图文件是空的', 'The screenshot is empty');
  if (problem === 'size') throw refuseScreenshot('截图不能超过 5 MB', 'The screenshot must be at most 5 MB');
  return data;
}

export function createProblemService(deps: { db: Db; files: FileService; scanner: VirusScanner }) {
  const { db, files, scanner } = deps;

  async function scan(name: string, data: Buffer, actor: Actor): Promise<void> {
    const refused = (reason: string) =>
      recordAudit(db, {
        ...auditActor(actor),
        action: 'problemReport.file',
        entity: ENTITY,
        outcome: 'failure',
        reason: reason.slice(0, 200),
        after: { name, size: data.length },
      });
    // Fail closed, like the binder: a scanner that cannot answer refuses the image.
    const result = await scanner.scan(data, name).catch(async (error: unknown) => {
      await refused(`virus scan unavailable: ${error instanceof Error ? error.message : String(error)}`);
      throw refuseScreenshot('病毒扫描服务暂不可用，请稍后重试', 'The virus scanner is unavailable: try again later');
    });
    if (!result.clean) {
      await refused(`virus: ${result.threat}`);
      throw refuseScreenshot('截图未通过病毒扫描', 'The screenshot failed the virus scan');
    }
  }

  return {
    /** Files the signed-in `reporterId`'s report. */
    async file(body: ProblemFileBody, reporterId: number, actor: Actor): Promise<{ id: number; version: number }> {
      const shot = body.screenshot ? { name: body.screenshot.name, data: screenshotBytes(body.screenshot) } : null;
      if (shot) await scan(shot.name, shot.data, actor);
      // The file service checks the bytes (signature against extension) and audits a refusal
      // in a transaction of its own, so the image is stored before the report's transaction.
      const stored = shot
        ? await files.storePrivate(
            { name: shot.name, data: shot.data, accept: 'images', maxBytes: PROBLEM_SCREENSHOT_MAX_BYTES },
            actor,
          )
        : null;
      const errorReport: ErrorReportData | null = body.errorReport ?? null;
      return db.transaction().execute(async (trx) => {
        const repo = createProblemRepository(trx);
        const roles = await repo.roleNames(reporterId);
        const id = await repo.insert({
          reporterId,
          reporterRoles: JSON.stringify(roles),
          pagePath: body.path,
          text: cleanText(body.text),
          errorReport: errorReport ? JSON.stringify(errorReport) : null,
          screenshotFileId: stored?.id ?? null,
          now: isoTime(actor.at),
        });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'problemReport.file',
          entity: ENTITY,
          entityId: id,
          after: {
            pagePath: body.path,
            roles,
            errorCode: errorReport?.code ?? null,
            requestId: errorReport?.requestId ?? null,
            screenshotFileId: stored?.id ?? null,
          },
        });
        return { id, version: 1 };
      });
    },

    async move(body: ProblemMoveBody, actor: Actor): Promise<{ id: number; version: number }> {
      const now = isoTime(actor.at);
      return db.transaction().execute(async (trx) => {
        const repo = createProblemRepository(trx);
        const report = await repo.byId(body.id);
        if (!report) throw notFound({ 'zh-CN': '问题反馈不存在', en: 'No such problem report' });
        if (report.version !== body.version) throw staleVersion();
        const from = problemStatusOf(report.status);
        const transition = PROBLEM_TRANSITIONS[body.action];
        if (!canProblemTransition(from, body.action)) {
          throw badRequest({
            'zh-CN': `问题反馈当前为“${PROBLEM_STATUS_LABELS[from]['zh-CN']}”，不能这样处理`,
            en: `The report is ${PROBLEM_STATUS_LABELS[from].en.toLowerCase()}: this move is not allowed now`,
          });
        }
        const answer = cleanText(body.answer);
        if (body.action === 'dismiss' && !answer)
          throw fieldProblem('answer', { 'zh-CN': '请说明为什么不是问题', en: 'Say why it is not a problem' });
        const resolution =
          body.action === 'dismiss' ? 'notProblem' : transition.to === 'fixed' ? 'fixed' : report.resolution;
        const change = { status: transition.to, resolution, answer: answer ?? report.answer, now };
        if (!(await repo.move(report.id, report.version, change))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: `problemReport.${body.action}`,
          entity: ENTITY,
          entityId: report.id,
          before: { status: from, answer: report.answer },
          after: { status: transition.to, resolution, answer: change.answer },
        });
        if (answer) {
          const status = PROBLEM_STATUS_LABELS[transition.to]['zh-CN'];
          await repo.notify(report.reporterId, `问题反馈 #${report.id} 有新答复（${status}）`, answer, now);
        }
        return { id: report.id, version: report.version + 1 };
      });
    },
  };
}
