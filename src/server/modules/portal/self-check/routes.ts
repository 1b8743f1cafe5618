/** The public eligibility self-check (issue 13 item 7): no sign-in, published projects only. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { selfCheckEndpoint } from '../../../../shared/api/portal/self-check';
import { LEAD_CONSENT, buildSelfCheck } from '../../../../shared/domain/recruitment';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { createSelfCheckRepository } from './repository';

export async function selfCheckRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const repository = createSelfCheckRepository(db);

  registerEndpoint(
    app,
    selfCheckEndpoint,
  )(async ({ params }) => {
    const { projectId } = params;
    if (!(await repository.projectIsPublic(projectId)))
      throw notFound({ 'zh-CN': `项目 ${projectId} 不存在`, en: `Project ${projectId} does not exist` });
    const published = await repository.publishedCriteria(projectId);
    const { questions, hasDoctorChecks } = buildSelfCheck(published?.criteria ?? []);
    return {
      isOk: true,
      code: ResponseCode.ok,
      data: {
        projectId,
        diseaseKey: published?.diseaseKey ?? 'default',
        questions,
        hasDoctorChecks,
        consent: { version: LEAD_CONSENT.version, text: { ...LEAD_CONSENT.text } },
      },
    };
  });
}
