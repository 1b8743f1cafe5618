/** Config by key: switches answer true/false, other values their text, unknown keys null. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { DEFAULT_CONFIG_KEY, configByKeyEndpoint } from '../../../../shared/api/study/sys';
import type { Db } from '../../../db/database';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { createSysConfigRepository } from './repository';

function decodeValue(value: string | undefined): boolean | string | null {
  if (value === undefined) return null;
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

export async function sysConfigRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const repository = createSysConfigRepository(db);
  registerEndpoint(
    app,
    configByKeyEndpoint,
  )(async ({ query }) => {
    const key = query.key ?? DEFAULT_CONFIG_KEY;
    return { isOk: true, code: ResponseCode.ok, data: decodeValue(await repository.valueOf(key)) };
  });
}
