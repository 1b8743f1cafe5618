/**
 * Fee type writes (SUITE.md 'Writes'): one transaction with the version check and the audit
 * row (entity 'finance_fee_type': feeType.create, feeType.update, feeType.delete). Codes are
 * unique; a fee type in use is deactivated, never deleted.
 */
import type { FeeTypeDeleteBody, FeeTypeSaveBody } from '../../../../shared/api/finance/fee-types';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { type FeeTypeFields, createFeeTypeRepository } from './repository';

export const FEE_TYPE_ENTITY = 'finance_fee_type';
const NO_SUCH = { 'zh-CN': '费用类型不存在', en: 'No such fee type' };

export function createFeeTypeService(db: Db) {
  return {
    async save(body: FeeTypeSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createFeeTypeRepository(trx);
        const fields: FeeTypeFields = {
          code: body.code.trim(),
          name: body.name.trim(),
          nameEn: cleanText(body.nameEn),
          category: body.category,
          active: body.active ? 1 : 0,
          sort: body.sort,
        };
        if (await repo.codeTaken(fields.code, body.id ?? null))
          throw fieldProblem('code', { 'zh-CN': '已有相同编码的费用类型', en: 'A fee type with this code exists' });
        const now = isoTime(actor.at);
        if (body.id === undefined) {
          const id = await repo.insert(fields, actor.actorName, now);
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'feeType.create',
            entity: FEE_TYPE_ENTITY,
            entityId: id,
            after: fields,
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = await repo.byId(body.id);
        if (!row) throw notFound(NO_SUCH);
        if (row.version !== body.version) throw staleVersion();
        if (row.inUse === 1 && (fields.code !== row.code || fields.category !== row.category))
          throw fieldProblem('code', {
            'zh-CN': '费用类型已被使用，不能修改编码或类别',
            en: 'The fee type is in use: its code and category cannot change',
          });
        const { before, after, changed } = changedFields<FeeTypeFields>(row, fields);
        if (!changed) return { id: row.id, version: row.version };
        if (!(await repo.update(row.id, row.version, after, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'feeType.update',
          entity: FEE_TYPE_ENTITY,
          entityId: row.id,
          before,
          after,
        });
        return { id: row.id, version: row.version + 1 };
      });
    },

    async remove(body: FeeTypeDeleteBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createFeeTypeRepository(trx);
        const row = await repo.byId(body.id);
        if (!row) throw notFound(NO_SUCH);
        if (row.version !== body.version) throw staleVersion();
        if (row.inUse === 1)
          throw badRequest({
            'zh-CN': '该费用类型已被预算、应收或支出使用，不能删除，可停用',
            en: 'Budgets, receivables or expenses use this fee type: deactivate it instead',
          });
        if (!(await repo.remove(row.id, row.version))) throw staleVersion();
        const { code, name, nameEn, category, active, sort } = row;
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'feeType.delete',
          entity: FEE_TYPE_ENTITY,
          entityId: row.id,
          before: { code, name, nameEn, category, active, sort },
        });
        return { id: row.id, version: row.version };
      });
    },
  };
}
