/**
 * Saving a unit of the organization tree (SUITE.md 'Writes'): one root (the hospital),
 * every other unit under an existing parent, no unit under itself or its own descendants,
 * at most ORG_MAX_DEPTH levels, codes unique; version-checked and audited as 'org.save'.
 */
import { ORG_MAX_DEPTH, type OrgSaveBody } from '../../../../shared/api/access/orgs';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type OrgFields, type OrgRow, createOrgRepository } from './repository';
import { ancestry, subtreeHeight } from './tree';

/** Where a unit may go: refusals name the field at fault. */
function checkPlacement(rows: OrgRow[], fields: OrgFields, self?: OrgRow) {
  const roots = rows.filter((row) => row.parentId === null);
  if (fields.parentId === null) {
    if (self ? self.parentId !== null : roots.length > 0)
      throw fieldProblem('parentId', {
        'zh-CN': '只能有一个根节点（医院）',
        en: 'There can be only one root unit (the hospital)',
      });
    return;
  }
  if (self && self.parentId === null)
    throw fieldProblem('parentId', {
      'zh-CN': '根节点（医院）不能移动',
      en: 'The root unit (the hospital) cannot move',
    });
  if (!rows.some((row) => row.id === fields.parentId))
    throw fieldProblem('parentId', { 'zh-CN': '上级机构不存在', en: 'No such parent unit' });
  const parentChain = ancestry(rows, fields.parentId);
  if (self && parentChain.includes(self.id))
    throw fieldProblem('parentId', {
      'zh-CN': '不能移动到自身或其下级机构之下',
      en: 'A unit cannot move under itself or one of its own units',
    });
  const height = self ? subtreeHeight(rows, self.id) : 1;
  if (parentChain.length + height > ORG_MAX_DEPTH) {
    throw fieldProblem('parentId', {
      'zh-CN': `机构层级不能超过 ${ORG_MAX_DEPTH} 级`,
      en: `At most ${ORG_MAX_DEPTH} levels of units`,
    });
  }
}

export function createOrgService(db: Db) {
  return {
    async save(body: OrgSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      const fields: OrgFields = {
        parentId: body.parentId,
        name: body.name.trim(),
        code: cleanText(body.code),
        sort: body.sort,
      };
      return db.transaction().execute(async (trx) => {
        const repo = createOrgRepository(trx);
        const rows = await repo.all();
        const self = body.id === undefined ? undefined : rows.find((row) => row.id === body.id);
        if (body.id !== undefined && !self) throw notFound({ 'zh-CN': '机构不存在', en: 'No such unit' });
        if (self && body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        if (self && self.version !== body.version) throw staleVersion();
        checkPlacement(rows, fields, self);
        if (fields.code && (await repo.codeTaken(fields.code, self?.id)))
          throw fieldProblem('code', { 'zh-CN': '机构编码已存在', en: 'This unit code is already in use' });
        if (!self) {
          const id = await repo.insert(fields);
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'org.save',
            entity: 'organization',
            entityId: id,
            after: fields,
          });
          return { id, version: 1 };
        }
        const { before, after, changed } = changedFields<OrgFields>(self, fields);
        if (!changed) return { id: self.id, version: self.version };
        if (!(await repo.update(self.id, self.version, after))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'org.save',
          entity: 'organization',
          entityId: self.id,
          before,
          after,
        });
        return { id: self.id, version: self.version + 1 };
      });
    },
  };
}
