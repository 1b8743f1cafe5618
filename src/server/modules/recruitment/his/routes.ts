/** The HIS connection in 站点设置 (/api/wsdl/his): thin handlers over his-connection.ts. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  hisConnectionEndpoint,
  hisConnectionSaveEndpoint,
  hisConnectionTestEndpoint,
} from '../../../../shared/api/recruitment/his-connection';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createHisConnections } from './his-connection';

const ok = ResponseCode.ok;

export async function hisConnectionRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock, patientCipher, hisAdapter } = options;
  const connections = createHisConnections(db, patientCipher, hisAdapter);
  registerEndpoint(app, hisConnectionEndpoint)(async () => ({ isOk: true, code: ok, data: await connections.read() }));
  registerEndpoint(
    app,
    hisConnectionSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await connections.save(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    hisConnectionTestEndpoint,
  )(async ({ body }) => ({
    isOk: true,
    code: ok,
    data: await connections.test(body),
  }));
}
