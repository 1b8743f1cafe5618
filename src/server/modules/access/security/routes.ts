/** Serves the RSA public key; the private key stays in the server's data folder. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { publicKeyEndpoint } from '../../../../shared/api/access/security';
import { registerEndpoint } from '../../../lib/register-endpoint';

export async function securityRoutes(app: FastifyInstance, { publicKey }: { publicKey: string }) {
  registerEndpoint(
    app,
    publicKeyEndpoint,
  )(async () => ({ isOk: true, code: ResponseCode.ok, data: { publicKey, algorithm: 'RSA-OAEP-256' } }));
}
