/**
 * Forwarding a signed SAE or SUSAR report to the committee, in one transaction: the report
 * of the project, the binder version it was filed as when signed (documents area, source
 * 'sae' or 'susar', the report kind), a new 'safetyReport' submission carrying it (created,
 * then submitted through the status machine: status log and audit rows as the team's own),
 * refused while an earlier forwarding's submission is open (not decided, not withdrawn).
 */
import type { ForwardedReportKind } from '../../../../shared/api/ethics/forwarding';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { SUBMISSION_ENTITY, move } from '../submissions/moves';
import { createSubmissionRepository } from '../submissions/repository';
import { createForwardingRepository } from './repository';

const CLOSED = ['decided', 'withdrawn'];

/** How the messages name each kind of report. */
const REPORT_NAMES: Record<ForwardedReportKind, { 'zh-CN': string; en: string }> = {
  sae: { 'zh-CN': 'SAE 报告', en: 'SAE report' },
  susar: { 'zh-CN': 'SUSAR 报告', en: 'SUSAR report' },
};

export function createForwardingService(db: Db) {
  /** The submission a report was last forwarded as. */
  async function lastForwarded(kind: ForwardedReportKind, projectId: number, reportId: number, from: Db = db) {
    return createForwardingRepository(from).lastForwarded(kind, projectId, reportId);
  }

  return {
    lastForwarded,

    async forward(kind: ForwardedReportKind, body: { projectId: number; id: number }, actor: Actor) {
      const name = REPORT_NAMES[kind];
      return db.transaction().execute(async (trx) => {
        const repo = createForwardingRepository(trx);
        if (!(await repo.reportInProject(kind, body.projectId, body.id)))
          throw notFound({ 'zh-CN': `${name['zh-CN']}不存在`, en: `No such ${name.en}` });
        const open = await lastForwarded(kind, body.projectId, body.id, trx);
        if (open && !CLOSED.includes(open.status))
          throw badRequest({
            'zh-CN': '该报告已递交伦理，递交尚未结束，不能重复递交',
            en: 'This report was forwarded and its submission is still open: it cannot be forwarded again',
          });
        const filed = await repo.lastFiledVersion(kind, body.projectId, body.id);
        if (!filed)
          throw badRequest({
            'zh-CN': `该 ${name['zh-CN']}尚无签名后归档的版本，请先签名提交报告`,
            en: `This ${name.en} has no signed version filed in the binder: sign and submit it first`,
          });
        const committeeId = await repo.committeeId();
        if (committeeId === undefined) throw notFound({ 'zh-CN': '伦理委员会不存在', en: 'No ethics committee' });
        const now = isoTime(actor.at);
        const title = filed.title;
        const id = await repo.insertSubmission(
          {
            committeeId,
            projectId: body.projectId,
            type: 'safetyReport',
            title,
            notes: null,
            status: 'draft',
            sourceKind: kind,
            sourceId: body.id,
            createdBy: actor.actorName,
            createdAt: now,
            updatedAt: now,
          },
          filed.id,
          {
            action: 'create',
            fromStatus: null,
            toStatus: 'draft',
            reason: null,
            actorId: actor.actorId,
            actorName: actor.actorName,
            at: now,
          },
        );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsSubmission.create',
          entity: SUBMISSION_ENTITY,
          entityId: id,
          after: {
            type: 'safetyReport',
            title,
            projectId: body.projectId,
            status: 'draft',
            documentVersionIds: [filed.id],
            source: { kind, id: body.id },
          },
        });
        const row = await createSubmissionRepository(trx).row(id);
        if (!row) throw new Error('forwarded submission vanished');
        return move(trx, row, 'submit', actor, { submittedAt: now, submittedBy: actor.actorName, returnReason: null });
      });
    },
  };
}
