/**
 * Electronic signatures (21 CFR 11.50, 11.70, 11.200 in spirit), for every step a sponsor or
 * an ethics committee relies on: the signer asks for a one-time challenge, then sends the
 * step's request with `signature: { challenge, password, meaning }` (`signatureBodySchema`).
 * The server checks the password, spends the challenge and stores the signature in the
 * step's transaction. A record's signatures come back as `signatureSchema` rows, each checked
 * against the record now.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SIGNATURE_MEANINGS, SIGNATURE_STATES } from '../../domain/access/signatures';
import { singleLine } from '../contract/formats';
import { dataEnvelope } from '../contract/envelope';
import { defineEndpoint } from '../contract/endpoint';

export const signingChallengeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbc/signature/challenge',
  access: 'session',
  summary: 'A one-time challenge for the next electronic signature of the signed-in user (10 minutes)',
  bodyType: 'json',
  schema: {
    body: { type: 'object', additionalProperties: false, properties: {} },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['challenge', 'expiresAt'],
      properties: { challenge: { type: 'string' }, expiresAt: { type: 'string' } },
    }),
  },
});

/** What a signed step's request carries under `signature`. */
export const signatureBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['challenge', 'password', 'meaning'],
  properties: {
    challenge: { ...singleLine(64), minLength: 1 },
    /**
     * The signer's password, typed again now, sent as the sign-in sends it: RSA-OAEP (SHA-256)
     * ciphertext in base64 with the server's public key, unless the site turned encryption off.
     */
    password: { ...singleLine(1024), minLength: 1 },
    meaning: { type: 'string', enum: SIGNATURE_MEANINGS },
  },
} as const;
export type SignatureBody = FromSchema<typeof signatureBodySchema>;

/** One signature of a record, as its manifest shows it. */
export const signatureSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'revision',
    'signerUserName',
    'signerName',
    'meaning',
    'meaningText',
    'signedAt',
    'contentHash',
    'state',
  ],
  properties: {
    id: { type: 'integer' },
    revision: { type: 'integer' },
    signerUserName: { type: 'string' },
    /** The printed name of the signer when they signed. */
    signerName: { type: 'string' },
    meaning: { type: 'string', enum: SIGNATURE_MEANINGS },
    meaningText: { type: 'string' },
    /** Server time (ISO 8601 UTC). */
    signedAt: { type: 'string' },
    /** SHA-256 (hex) of the signed content's canonical JSON. */
    contentHash: { type: 'string' },
    state: { type: 'string', enum: SIGNATURE_STATES },
  },
} as const;
export type Signature = FromSchema<typeof signatureSchema>;
