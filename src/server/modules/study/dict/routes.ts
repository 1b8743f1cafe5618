/** Dictionary routes: three fixed lists and the batch fetch by codes. */
import type { FastifyInstance } from 'fastify';
import {
  dictBatchEndpoint,
  projectStatusDictEndpoint,
  subjectStatusDictEndpoint,
  trialTypesDictEndpoint,
} from '../../../../shared/api/study/dict';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { DictCode } from '../../../../shared/domain/study/dictionaries';
import type { Db } from '../../../db/database';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { createDictRepository } from './repository';

const ok = ResponseCode.ok;

export async function dictRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const repository = createDictRepository(db);

  const listOf = (code: string) => async () => ({ isOk: true, code: ok, data: await repository.list(code) });
  registerEndpoint(app, projectStatusDictEndpoint)(listOf(DictCode.projectStatus));
  registerEndpoint(app, trialTypesDictEndpoint)(listOf(DictCode.clinicalResearchType));
  registerEndpoint(app, subjectStatusDictEndpoint)(listOf(DictCode.subjectStatus));

  registerEndpoint(
    app,
    dictBatchEndpoint,
  )(async ({ body }) => ({
    isOk: true,
    code: ok,
    data: await repository.batch(body),
  }));
}
