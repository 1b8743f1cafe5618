/** The help center (/api/doc/help): thin handlers; reading is every signed-in user's, writing a button's. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  helpArticleEndpoint,
  helpListEndpoint,
  helpSaveEndpoint,
  helpVersionsEndpoint,
} from '../../../../shared/api/documents/help';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createHelpRepository } from './repository';
import { createHelpService } from './service';

const ok = ResponseCode.ok;
const noArticle = () => notFound({ 'zh-CN': '没有这篇帮助文章', en: 'No such help article' });

export async function helpRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const repo = createHelpRepository(db);
  const service = createHelpService(db);

  registerEndpoint(
    app,
    helpListEndpoint,
  )(async ({ query }) => ({
    isOk: true,
    code: ok,
    ...(await repo.page(query.keyword?.trim(), query.offset, query.limit)),
  }));

  registerEndpoint(
    app,
    helpArticleEndpoint,
  )(async ({ params }) => {
    const article = await repo.article(params.helpId);
    if (!article) throw noArticle();
    const { id: _id, ...data } = article;
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    helpVersionsEndpoint,
  )(async ({ params }) => {
    const article = await repo.byHelpId(params.helpId);
    if (!article) throw noArticle();
    return { isOk: true, code: ok, data: await repo.versions(article.id) };
  });

  registerEndpoint(
    app,
    helpSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));
}
