/**
 * Inner (embedded) mode: project detail and outpatients by POST, each call carrying a
 * RECRUIT-SIGN for that project. Any sign failure answers HTTP 403, code '403'.
 * The data comes from the portal repository: the same SQL as the public endpoints.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { innerOutpatientsEndpoint, innerProjectDetailEndpoint } from '../../../../shared/api/portal/inner';
import type { Db } from '../../../db/database';
import { forbidden, notFound } from '../../../lib/api-error';
import { type Clock, systemClock } from '../../../lib/clock';
import { projectExists } from '../../../lib/project-exists';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { createPortalRepository } from '../browse/repository';
import { checkRecruitSign } from './recruit-sign';

const ok = ResponseCode.ok;

const failureMessages = {
  missing: { 'zh-CN': '缺少 RECRUIT-SIGN 请求头', en: 'RECRUIT-SIGN header is missing' },
  malformed: { 'zh-CN': 'RECRUIT-SIGN 格式不正确', en: 'RECRUIT-SIGN is malformed' },
  'bad-signature': { 'zh-CN': 'RECRUIT-SIGN 签名无效', en: 'RECRUIT-SIGN signature is invalid' },
  expired: { 'zh-CN': 'RECRUIT-SIGN 已过期', en: 'RECRUIT-SIGN has expired' },
} as const;

/** Throws 403 unless the request carries a valid, unexpired sign for `projectId`. */
function requireSignFor(request: FastifyRequest, secret: string, projectId: number, clock: Clock): void {
  const check = checkRecruitSign(request.headers['recruit-sign'], secret, Math.floor(clock() / 1000));
  if (!check.ok) throw forbidden(failureMessages[check.reason]);
  if (check.payload.projectId !== projectId)
    throw forbidden({ 'zh-CN': 'RECRUIT-SIGN 签发给了另一个项目', en: 'RECRUIT-SIGN was issued for another project' });
}

export async function innerRoutes(
  app: FastifyInstance,
  { db, secret, clock = systemClock }: { db: Db; secret: string; clock?: Clock },
) {
  const repository = createPortalRepository(db);

  registerEndpoint(
    app,
    innerProjectDetailEndpoint,
  )(async ({ params, request }) => {
    requireSignFor(request, secret, params.id, clock);
    const project = await repository.projectById(params.id);
    if (!project) throw notFound({ 'zh-CN': `项目 ${params.id} 不存在`, en: `Project ${params.id} does not exist` });
    return { isOk: true, code: ok, data: project };
  });

  registerEndpoint(
    app,
    innerOutpatientsEndpoint,
  )(async ({ body, request }) => {
    requireSignFor(request, secret, body.projectId, clock);
    if (!(await projectExists(db, body.projectId, { publishedOnly: true }))) {
      throw notFound({ 'zh-CN': `项目 ${body.projectId} 不存在`, en: `Project ${body.projectId} does not exist` });
    }
    return { isOk: true, code: ok, data: await repository.outpatients(body.projectId) };
  });
}
