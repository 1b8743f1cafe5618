/**
 * Inspection writes (SUITE.md 'Writes'): each in one transaction with its audit row (entity
 * 'quality_inspection': inspection.create, inspection.update; a finding recorded on an
 * inspection is audited as qcFinding.raise). An inspection of another project is 'not
 * found'; the last day is not before the first; attachments are private stored files.
 */
import type {
  InspectionCreateBody,
  InspectionFindingBody,
  InspectionUpdateBody,
} from '../../../../shared/api/quality/inspections';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createInspectionRepository, insertAttachedFinding } from './repository';

export const INSPECTION_ENTITY = 'quality_inspection';
const NOT_FOUND = { 'zh-CN': '检查记录不存在', en: 'No such inspection in this project' };

type Fields = Omit<InspectionCreateBody, 'projectId'>;

async function checkedFields(db: Db, body: Fields) {
  if (body.endDate < body.startDate)
    throw fieldProblem('endDate', {
      'zh-CN': '结束日期不能早于开始日期',
      en: 'The last day cannot be before the first',
    });
  const attachments = body.attachments ?? [];
  if ((await createInspectionRepository(db).privateFiles(attachments)) !== attachments.length)
    throw fieldProblem('attachments', { 'zh-CN': '附件不存在', en: 'No such attachment file' });
  return {
    inspectionType: body.inspectionType,
    inspectingBody: body.inspectingBody.trim(),
    startDate: body.startDate,
    endDate: body.endDate,
    scope: body.scope.trim(),
    conclusion: cleanText(body.conclusion),
    attachments: JSON.stringify(attachments),
  };
}

export function createInspectionService(db: Db) {
  return {
    create: (body: InspectionCreateBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const fields = await checkedFields(trx, body);
        const now = isoTime(actor.at);
        const { id } = await trx
          .insertInto('qualityInspection')
          .values({ ...fields, projectId: body.projectId, createdBy: actor.actorName, createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'inspection.create',
          entity: INSPECTION_ENTITY,
          entityId: id,
          after: { projectId: body.projectId, ...fields },
        });
        return { id, version: 1 };
      }),

    update: (body: InspectionUpdateBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const found = await createInspectionRepository(trx).byId(body.id);
        if (!found || found.projectId !== body.projectId) throw notFound(NOT_FOUND);
        if (found.version !== body.version) throw staleVersion();
        const fields = await checkedFields(trx, body);
        const result = await trx
          .updateTable('qualityInspection')
          .set({ ...fields, updatedAt: isoTime(actor.at), version: body.version + 1 })
          .where('id', '=', body.id)
          .where('version', '=', body.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw staleVersion();
        const before = Object.fromEntries(
          Object.keys(fields).map((key) => {
            const value = found[key as keyof typeof found];
            return [key, key === 'attachments' ? JSON.stringify(value) : value];
          }),
        );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'inspection.update',
          entity: INSPECTION_ENTITY,
          entityId: body.id,
          before,
          after: fields,
        });
        return { id: body.id, version: body.version + 1 };
      }),

    raiseFinding: (body: InspectionFindingBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const found = await createInspectionRepository(trx).byId(body.inspectionId);
        if (!found || found.projectId !== body.projectId)
          throw fieldProblem('inspectionId', {
            'zh-CN': '检查记录不属于本项目',
            en: 'No such inspection in this project',
          });
        const fields = {
          projectId: body.projectId,
          itemCode: 'inspection',
          problemType: body.problemType,
          severity: body.severity,
          description: body.description.trim(),
        };
        const id = await insertAttachedFinding(trx, {
          ...fields,
          source: 'inspectionId',
          sourceId: found.id,
          createdBy: actor.actorName,
          now: isoTime(actor.at),
        });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'qcFinding.raise',
          entity: 'quality_finding',
          entityId: id,
          after: { ...fields, inspectionId: found.id, status: 2 },
        });
        return { id, version: 1 };
      }),
  };
}
