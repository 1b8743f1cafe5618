/**
 * Directory templates' writes: a new draft version with its whole folder tree (the codes
 * unique, every '03.01' under an '03' of the same version), and publishing a draft (the
 * template's published version retires, in the same transaction). New projects get the
 * published version's folders; projects that have a binder keep theirs.
 */
import type { TemplateVersionSaveBody } from '../../../../shared/api/documents/templates';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createTemplateRepository } from './repository';

export const TEMPLATE_ENTITY = 'doc_template';

function checkTree(folders: TemplateVersionSaveBody['folders']) {
  const codes = new Set<string>();
  for (const folder of folders) {
    if (codes.has(folder.code))
      throw fieldProblem('folders', {
        'zh-CN': `文件夹编号 ${folder.code} 重复`,
        en: `Folder code ${folder.code} is repeated`,
      });
    codes.add(folder.code);
  }
  for (const code of codes) {
    const parent = code.includes('.') ? code.slice(0, code.indexOf('.')) : null;
    if (parent !== null && !codes.has(parent))
      throw fieldProblem('folders', {
        'zh-CN': `文件夹 ${code} 缺少上级文件夹 ${parent}`,
        en: `Folder ${code} has no parent folder ${parent}`,
      });
  }
}

export function createTemplateService(db: Db) {
  return {
    async saveVersion(body: TemplateVersionSaveBody, actor: Actor) {
      checkTree(body.folders);
      return db.transaction().execute(async (trx) => {
        const repo = createTemplateRepository(trx);
        if (!(await repo.templateById(body.templateId)))
          throw notFound({ 'zh-CN': '目录模板不存在', en: 'No such directory template' });
        const number = (await repo.lastNumber(body.templateId)) + 1;
        const id = await repo.insertVersion({
          templateId: body.templateId,
          number,
          note: cleanText(body.note),
          createdBy: actor.actorName,
          now: isoTime(actor.at),
        });
        await repo.insertFolders(
          id,
          body.folders.map((folder) => ({
            code: folder.code,
            name: folder.name.trim(),
            nameEn: cleanText(folder.nameEn),
            allowedKinds: folder.allowedKinds.join(','),
          })),
        );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'docTemplate.save',
          entity: TEMPLATE_ENTITY,
          entityId: body.templateId,
          after: { versionId: id, number, folders: body.folders.map((folder) => folder.code) },
        });
        return { id, number, version: 1 };
      });
    },

    async publish(body: { id: number; version: number }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createTemplateRepository(trx);
        const row = await repo.versionById(body.id);
        if (!row) throw notFound({ 'zh-CN': '模板版本不存在', en: 'No such template version' });
        if (row.version !== body.version) throw staleVersion();
        if (row.status !== 'draft')
          throw badRequest({ 'zh-CN': '只能发布草稿版本', en: 'Only a draft version can be published' });
        const now = isoTime(actor.at);
        await repo.retirePublished(row.templateId, now);
        if (!(await repo.publish(row.id, row.version, actor.actorName, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'docTemplate.publish',
          entity: TEMPLATE_ENTITY,
          entityId: row.templateId,
          after: { versionId: row.id, number: row.number },
        });
        return { id: row.id, version: row.version + 1 };
      });
    },
  };
}
