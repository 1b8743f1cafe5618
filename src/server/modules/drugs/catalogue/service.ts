/**
 * Drug catalogue writes (SUITE.md 'Writes'): each in one transaction that loads the row within
 * the caller's project (another project's row is 'not found'), checks its version, applies
 * the change and appends the audit row: drugSetting.save (entity 'drug_setting'),
 * drug.create/.update/.delete ('drug_product'), drugArm.* ('drug_arm'), drugDosage.*
 * ('drug_dosage'). A drug or an arm is deleted only while no pack and no dosage refers to it.
 */
import type {
  DrugArmSaveBody,
  DrugDosageSaveBody,
  DrugRowRef,
  DrugSaveBody,
  DrugSettingSaveBody,
} from '../../../../shared/api/drugs/catalogue';
import type { LocalizedText } from '../../../../shared/domain/labels';
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
import { type CatalogueTable, createCatalogueRepository } from './repository';

type Repo = ReturnType<typeof createCatalogueRepository>;
type Trx = Parameters<typeof appendAudit>[0];

const KINDS = {
  drugProduct: { entity: 'drug_product', record: 'drug', missing: { 'zh-CN': '药品不存在', en: 'No such drug' } },
  drugArm: { entity: 'drug_arm', record: 'drugArm', missing: { 'zh-CN': '组别不存在', en: 'No such arm' } },
  drugDosage: { entity: 'drug_dosage', record: 'drugDosage', missing: { 'zh-CN': '剂量不存在', en: 'No such dosage' } },
} as const satisfies Record<CatalogueTable, { entity: string; record: string; missing: LocalizedText }>;

const codeTaken = { 'zh-CN': '本项目已有此编号', en: 'This code is already used in the project' };

async function rowIn(repo: Repo, table: CatalogueTable, id: number, projectId: number) {
  const row = await repo.rowOf(table, id);
  if (!row || row.projectId !== projectId) throw notFound(KINDS[table].missing);
  return row;
}

/** Inserts or updates one catalogue row with its audit row; `fields` are the stored values. */
async function saveRow(
  trx: Trx,
  table: CatalogueTable,
  body: { projectId: number; id?: number; version?: number },
  fields: Record<string, unknown>,
  actor: Actor,
) {
  const repo = createCatalogueRepository(trx);
  const now = isoTime(actor.at);
  const { entity, record } = KINDS[table];
  if (body.id === undefined) {
    const values = { projectId: body.projectId, ...fields, createdBy: actor.actorName, createdAt: now, updatedAt: now };
    const id = await repo.insert(table, { ...values, version: 1 });
    await appendAudit(trx, {
      ...auditActor(actor),
      action: `${record}.create`,
      entity,
      entityId: id,
      after: { projectId: body.projectId, ...fields },
    });
    return { id, version: 1 };
  }
  if (body.version === undefined)
    throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
  const row = await rowIn(repo, table, body.id, body.projectId);
  if (row.version !== body.version) throw staleVersion();
  const { before, after, changed } = changedFields<Record<string, unknown>>(row, fields);
  if (!changed) return { id: row.id, version: row.version };
  if (!(await repo.update(table, row.id, row.version, { ...after, updatedAt: now }))) throw staleVersion();
  await appendAudit(trx, { ...auditActor(actor), action: `${record}.update`, entity, entityId: row.id, before, after });
  return { id: row.id, version: row.version + 1 };
}

async function removeRow(trx: Trx, table: CatalogueTable, body: DrugRowRef, actor: Actor) {
  const repo = createCatalogueRepository(trx);
  const row = await rowIn(repo, table, body.id, body.projectId);
  if (row.version !== body.version) throw staleVersion();
  if (table !== 'drugDosage') {
    const { packs, dosages } = await repo.references(table, row.id);
    const what = table === 'drugProduct' ? { 'zh-CN': '药品', en: 'drug' } : { 'zh-CN': '组别', en: 'arm' };
    if (packs > 0)
      throw badRequest({
        'zh-CN': `该${what['zh-CN']}已有 ${packs} 条药品记录（到货或库存），不能删除`,
        en: `This ${what.en} has ${packs} pack line(s) (deliveries or stock) and cannot be deleted`,
      });
    if (dosages > 0)
      throw badRequest({
        'zh-CN': `该${what['zh-CN']}已用于 ${dosages} 条剂量，请先删除剂量`,
        en: `This ${what.en} is used by ${dosages} dosage(s): delete them first`,
      });
  }
  if (!(await repo.remove(table, row.id, row.version))) throw staleVersion();
  const { createdBy: _by, createdAt: _at, updatedAt: _up, version: _v, id: _id, ...before } = row;
  const { entity, record } = KINDS[table];
  await appendAudit(trx, { ...auditActor(actor), action: `${record}.delete`, entity, entityId: row.id, before });
  return { id: row.id, version: row.version };
}

export function createCatalogueService(db: Db) {
  return {
    async saveSetting(body: DrugSettingSaveBody, actor: Actor): Promise<{ version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createCatalogueRepository(trx);
        const fields = {
          management: body.management,
          expiryWarningDays: body.expiryWarningDays,
          needsPrescription: body.needsPrescription ? 1 : 0,
        };
        const now = isoTime(actor.at);
        const row = await repo.setting(body.projectId);
        if ((row?.version ?? 0) !== body.version) throw staleVersion();
        const stamp = { updatedBy: actor.actorName, updatedAt: now };
        if (!row) await repo.insertSetting({ projectId: body.projectId, ...fields, ...stamp, version: 1 });
        else if (!(await repo.updateSetting(body.projectId, row.version, { ...fields, ...stamp })))
          throw staleVersion();
        const { before, after } = changedFields<typeof fields>(row ?? {}, fields);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'drugSetting.save',
          entity: 'drug_setting',
          entityId: body.projectId,
          before: row ? before : null,
          after: row ? after : fields,
        });
        return { version: body.version + 1 };
      });
    },

    saveDrug: (body: DrugSaveBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        if (body.storageMinTenths >= body.storageMaxTenths)
          throw fieldProblem('storageMaxTenths', {
            'zh-CN': '最高温度须高于最低温度',
            en: 'The highest temperature must be above the lowest',
          });
        const code = body.code.trim();
        if (await createCatalogueRepository(trx).codeTaken('drugProduct', body.projectId, code, body.id ?? null))
          throw fieldProblem('code', codeTaken);
        const fields = {
          code,
          name: body.name.trim(),
          specification: body.specification.trim(),
          dosageForm: body.dosageForm.trim(),
          packUnit: body.packUnit.trim(),
          unitsPerPack: body.unitsPerPack,
          storageMinTenths: body.storageMinTenths,
          storageMaxTenths: body.storageMaxTenths,
          storageNote: cleanText(body.storageNote),
          blinded: body.blinded ? 1 : 0,
        };
        return saveRow(trx, 'drugProduct', body, fields, actor);
      }),

    saveArm: (body: DrugArmSaveBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const code = body.code.trim();
        if (await createCatalogueRepository(trx).codeTaken('drugArm', body.projectId, code, body.id ?? null))
          throw fieldProblem('code', codeTaken);
        const fields = { code, name: body.name.trim(), description: cleanText(body.description) };
        return saveRow(trx, 'drugArm', body, fields, actor);
      }),

    saveDosage: (body: DrugDosageSaveBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const repo = createCatalogueRepository(trx);
        const arm = await repo.rowOf('drugArm', body.armId);
        if (!arm || arm.projectId !== body.projectId)
          throw fieldProblem('armId', { 'zh-CN': '组别不属于本项目', en: 'No such arm in this project' });
        const product = await repo.rowOf('drugProduct', body.productId);
        if (!product || product.projectId !== body.projectId)
          throw fieldProblem('productId', { 'zh-CN': '药品不属于本项目', en: 'No such drug in this project' });
        if (await repo.dosageTaken(body.armId, body.productId, body.id ?? null))
          throw fieldProblem('productId', {
            'zh-CN': '该组别已有此药品的剂量',
            en: 'This arm already has a dosage of this drug',
          });
        const fields = {
          armId: body.armId,
          productId: body.productId,
          packsPerVisit: body.packsPerVisit,
          dailyUnits: body.dailyUnits,
          note: cleanText(body.note),
        };
        return saveRow(trx, 'drugDosage', body, fields, actor);
      }),

    removeDrug: (body: DrugRowRef, actor: Actor) =>
      db.transaction().execute((trx) => removeRow(trx, 'drugProduct', body, actor)),
    removeArm: (body: DrugRowRef, actor: Actor) =>
      db.transaction().execute((trx) => removeRow(trx, 'drugArm', body, actor)),
    removeDosage: (body: DrugRowRef, actor: Actor) =>
      db.transaction().execute((trx) => removeRow(trx, 'drugDosage', body, actor)),
  };
}
