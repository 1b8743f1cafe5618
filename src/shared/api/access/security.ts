/** The RSA public key used for request signing (sourceSign) and password encryption. SPEC §5, §7. */
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';

export const publicKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/portal/public-key',
  access: 'public',
  summary: 'The RSA public key for request signing and password encryption (never signed)',
  // Needed to make the first signed request, so it cannot require a sign itself.
  sourceSign: 'exempt',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['publicKey', 'algorithm'],
      properties: {
        /** SPKI PEM of the server's RSA key. */
        publicKey: { type: 'string' },
        /** RSA-OAEP with SHA-256 (jsencrypt `encryptOAEP`); PKCS#1 v1.5 is not accepted. */
        algorithm: { type: 'string', enum: ['RSA-OAEP-256'] },
      },
    }),
  },
});
