/**
 * Sample box writes: one transaction with the version check and the audit row (entity
 * 'sample_box': sampleBox.create, sampleBox.update). Labels are unique in the project; a
 * grid never shrinks past a position a sample holds.
 */
import type { SampleBoxSaveBody } from '../../../../shared/api/visits/sample-boxes';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { type BoxFields, createBoxRepository } from './box-repository';

export const BOX_ENTITY = 'sample_box';

export function createBoxService(db: Db) {
  return {
    async save(body: SampleBoxSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createBoxRepository(trx);
        const fields: BoxFields = {
          label: body.label.trim(),
          freezer: body.freezer.trim(),
          rack: cleanText(body.rack),
          shelf: cleanText(body.shelf),
          gridRows: body.gridRows,
          gridCols: body.gridCols,
        };
        if (await repo.labelTaken(body.projectId, fields.label, body.id ?? null))
          throw fieldProblem('label', { 'zh-CN': '本项目已有同名样本盒', en: 'The project has a box with that label' });
        const now = isoTime(actor.at);
        if (body.id === undefined) {
          const id = await repo.insert(body.projectId, fields, actor.actorName, now);
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'sampleBox.create',
            entity: BOX_ENTITY,
            entityId: id,
            after: { projectId: body.projectId, ...fields },
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = await repo.byId(body.projectId, body.id);
        if (!row) throw notFound({ 'zh-CN': '样本盒不存在', en: 'No such box' });
        if (row.version !== body.version) throw staleVersion();
        const extent = await repo.extent(row.id);
        if (fields.gridRows < extent.rows || fields.gridCols < extent.cols)
          throw fieldProblem('gridRows', {
            'zh-CN': '缩小后会有样本落在盒外，请先移走这些样本',
            en: 'Samples would fall outside the smaller grid; move them first',
          });
        const { before, after, changed } = changedFields<BoxFields>(row, fields);
        if (!changed) return { id: row.id, version: row.version };
        if (!(await repo.update(row.id, row.version, after, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sampleBox.update',
          entity: BOX_ENTITY,
          entityId: row.id,
          before,
          after,
        });
        return { id: row.id, version: row.version + 1 };
      });
    },
  };
}
