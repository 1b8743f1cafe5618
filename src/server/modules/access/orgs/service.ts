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
    if (self ? self.parentId !== null : roots.length > 0) throw fieldProblem('parentId', '只能有一个根节点（医院）');
    return;
  }
  if (self && self.parentId === null) throw fieldProblem('parentId', '根节点（医院）不能移动');
  if (!rows.some((row) => row.id === fields.parentId)) throw fieldProblem('parentId', '上级机构不存在');
  const parentChain = ancestry(rows, fields.parentId);
  if (self && parentChain.includes(self.id)) throw fieldProblem('parentId', '不能移动到自身或其下级机构之下');
  const height = self ? subtreeHeight(rows, self.id) : 1;
  if (parentChain.length + height > ORG_MAX_DEPTH) {
    throw fieldProblem('parentId', `机构层级不能超过 ${ORG_MAX_DEPTH} 级`);
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
        if (body.id !== undefined && !self) throw notFound('机构不存在 (no such unit)');
        if (self && body.version === undefined) throw fieldProblem('version', '修改时必填 (required to update)');
        if (self && self.version !== body.version) throw staleVersion();
        checkPlacement(rows, fields, self);
        if (fields.code && (await repo.codeTaken(fields.code, self?.id))) throw fieldProblem('code', '机构编码已存在');
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
