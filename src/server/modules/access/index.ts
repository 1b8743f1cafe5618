/** What the access area's server modules offer other areas (inside the area, import files directly). */
export { createAuditRepository } from './audit/repository';
export type { SmsSender } from './auth/sms-sender';
export { signaturesOf, signedWrite } from './signatures/service';
export type { SentSignature, SignFn, SignedSubject } from './signatures/service';
export { createPasswordCipher } from './auth/password-cipher';
export type { PasswordCipher } from './auth/password-cipher';
