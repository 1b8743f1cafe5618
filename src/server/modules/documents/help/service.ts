/**
 * Writing help articles (button helpArticle:write): a new article with its first version, or
 * an article's next version superseding the one before, never overwriting it; checked against
 * the article row's version, in one transaction with its audit row ('helpArticle.create',
 * 'helpArticle.revise', with the versions' SHA-256).
 */
import { createHash } from 'node:crypto';
import type { HelpSaveBody } from '../../../../shared/api/documents/help';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createHelpRepository } from './repository';

export const HELP_ENTITY = 'doc_help_article';

export function createHelpService(db: Db) {
  return {
    async save(body: HelpSaveBody, actor: Actor) {
      const checksum = createHash('sha256').update(body.body, 'utf8').digest('hex');
      const title = body.title.trim();
      const titleEn = cleanText(body.titleEn);
      const note = cleanText(body.note);
      return db.transaction().execute(async (trx) => {
        const repo = createHelpRepository(trx);
        const now = isoTime(actor.at);
        const existing = await repo.byHelpId(body.helpId);
        const values = { body: body.body, checksum, note, authorId: actor.actorId, authorName: actor.actorName, now };
        if (!existing) {
          if (body.version !== undefined) throw staleVersion();
          const articleId = await repo.insertArticle({ helpId: body.helpId, title, titleEn, by: actor.actorName, now });
          await repo.insertVersion({ ...values, articleId, number: 1 });
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'helpArticle.create',
            entity: HELP_ENTITY,
            entityId: articleId,
            after: { helpId: body.helpId, title, number: 1, checksum },
          });
          return { helpId: body.helpId, number: 1, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('helpId', { 'zh-CN': '此帮助编号已有文章', en: 'An article already has this help id' });
        if (existing.version !== body.version) throw staleVersion();
        const current = await repo.article(body.helpId);
        if (current && current.checksum === checksum && current.title === title && current.titleEn === titleEn)
          throw badRequest({ 'zh-CN': '内容没有变化，未生成新版本', en: 'Nothing changed: no new version' });
        if (!(await repo.touch(existing.id, existing.version, title, titleEn, now))) throw staleVersion();
        const number = await repo.supersede(existing.id);
        await repo.insertVersion({ ...values, articleId: existing.id, number });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'helpArticle.revise',
          entity: HELP_ENTITY,
          entityId: existing.id,
          before: current ? { number: current.number, title: current.title, checksum: current.checksum } : null,
          after: { number, title, checksum },
        });
        return { helpId: body.helpId, number, version: existing.version + 1 };
      });
    },
  };
}
