/** What the access area's endpoint declarations offer other areas (inside the area, import files directly). */
export { auditRowSchema } from './audit';
export type { AuditRow } from './audit';
export { signatureBodySchema, signatureSchema, signingChallengeEndpoint } from './signatures';
export type { Signature, SignatureBody } from './signatures';
