/**
 * A project's folders: the copy of the published directory template when a project is created
 * (a listener on the study area's project events, inside the creating transaction), and a
 * folder added to one project (document:folder) with the next free code at its level.
 */
import type { Transaction } from 'kysely';
import type { FolderAddBody } from '../../../../shared/api/documents/binder';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime } from '../../../services/staff-write';
import type { ProjectCreatedEvent } from '../../study';
import { assertBinderWritable } from '../archive/service';
import { createFolderRepository } from './folders';

export const FOLDER_ENTITY = 'doc_folder';
const MAX_CODE = 99;

/** A new project's binder: the published template's folders (none when no template is published). */
export async function copyBinderTemplate(trx: Transaction<Database>, { projectId, actor }: ProjectCreatedEvent) {
  const repo = createFolderRepository(trx);
  const versionId = await repo.publishedTemplateVersion();
  if (versionId !== undefined) await repo.copyTemplate(projectId, versionId, actor.actorName, isoTime(actor.at));
}

export function createFolderService(db: Db) {
  return {
    async add(body: FolderAddBody, actor: Actor): Promise<{ id: number; code: string }> {
      return db.transaction().execute(async (trx) => {
        await assertBinderWritable(trx, body.projectId);
        const repo = createFolderRepository(trx);
        let parentCode: string | null = null;
        if (body.parentId !== null) {
          const parent = await repo.byId(body.projectId, body.parentId);
          if (!parent) throw fieldProblem('parentId', { 'zh-CN': '上级文件夹不存在', en: 'No such parent folder' });
          if (parent.parentId !== null)
            throw fieldProblem('parentId', {
              'zh-CN': '文件夹最多两级',
              en: 'Folders go two levels deep at most',
            });
          parentCode = parent.code;
        }
        const used = await repo.codesUnder(body.projectId, parentCode);
        const next = Math.max(0, ...used.map((code) => Number(code.slice(-2)))) + 1;
        if (next > MAX_CODE)
          throw fieldProblem('parentId', { 'zh-CN': '此级文件夹已满', en: 'No free folder code at this level' });
        const code = `${parentCode === null ? '' : `${parentCode}.`}${String(next).padStart(2, '0')}`;
        const values = {
          projectId: body.projectId,
          parentId: body.parentId,
          code,
          name: body.name.trim(),
          nameEn: cleanText(body.nameEn),
          sort: next,
          allowedKinds: body.allowedKinds.join(','),
        };
        const id = await repo.insert({ ...values, createdBy: actor.actorName, now: isoTime(actor.at) });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'docFolder.create',
          entity: FOLDER_ENTITY,
          entityId: id,
          after: values,
        });
        return { id, code };
      });
    },
  };
}
