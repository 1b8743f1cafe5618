/**
 * Pharmacy writes (SUITE.md 'Writes'): one transaction with the version check and the audit
 * row (entity 'drug_warehouse': warehouse.create, warehouse.update). Names are unique.
 */
import type { WarehouseSaveBody } from '../../../../shared/api/drugs/warehouses';
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
import { type WarehouseFields, createWarehouseRepository } from './repository';

export const WAREHOUSE_ENTITY = 'drug_warehouse';

export function createWarehouseService(db: Db) {
  return {
    async save(body: WarehouseSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createWarehouseRepository(trx);
        const fields: WarehouseFields = {
          kind: body.kind,
          name: body.name.trim(),
          department: cleanText(body.department),
          location: cleanText(body.location),
          active: body.active ? 1 : 0,
        };
        if (await repo.nameTaken(fields.name, body.id ?? null))
          throw fieldProblem('name', { 'zh-CN': '已有同名药房', en: 'A pharmacy of that name exists' });
        const now = isoTime(actor.at);
        if (body.id === undefined) {
          const id = await repo.insert(fields, actor.actorName, now);
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'warehouse.create',
            entity: WAREHOUSE_ENTITY,
            entityId: id,
            after: fields,
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = await repo.byId(body.id);
        if (!row) throw notFound({ 'zh-CN': '药房不存在', en: 'No such pharmacy' });
        if (row.version !== body.version) throw staleVersion();
        const { before, after, changed } = changedFields<WarehouseFields>(row, fields);
        if (!changed) return { id: row.id, version: row.version };
        if (!(await repo.update(row.id, row.version, after, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'warehouse.update',
          entity: WAREHOUSE_ENTITY,
          entityId: row.id,
          before,
          after,
        });
        return { id: row.id, version: row.version + 1 };
      });
    },
  };
}
