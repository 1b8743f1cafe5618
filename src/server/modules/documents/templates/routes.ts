/** Directory templates (/api/doc/template): thin handlers. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type DocTemplate,
  type TemplateVersionStatus,
  templateListEndpoint,
  templateVersionEndpoint,
  templateVersionPublishEndpoint,
  templateVersionSaveEndpoint,
} from '../../../../shared/api/documents/templates';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { kindsOf } from '../binder/folders';
import { createTemplateRepository } from './repository';
import { createTemplateService } from './service';

const ok = ResponseCode.ok;

export async function documentTemplateRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const templates = createTemplateRepository(db);
  const service = createTemplateService(db);

  registerEndpoint(
    app,
    templateListEndpoint,
  )(async () => {
    const versions = await templates.versions();
    const data = (await templates.templates()).map((template): DocTemplate => ({
      ...template,
      versions: versions
        .filter((version) => version.templateId === template.id)
        .map(({ templateId: _t, ...version }) => ({ ...version, status: version.status as TemplateVersionStatus })),
    }));
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    templateVersionEndpoint,
  )(async ({ params }) => {
    const row = await templates.versionById(params.id);
    if (!row) throw notFound({ 'zh-CN': '模板版本不存在', en: 'No such template version' });
    const folders = (await templates.folders(row.id)).map((folder) => ({
      ...folder,
      allowedKinds: kindsOf(folder.allowedKinds),
    }));
    const { publishedBy: _p, updatedAt: _u, ...version } = row;
    return {
      isOk: true,
      code: ok,
      data: { ...version, status: row.status as TemplateVersionStatus, folders },
    };
  });

  registerEndpoint(
    app,
    templateVersionSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveVersion(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    templateVersionPublishEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.publish(body, actorOf(request, clock)),
  }));
}
