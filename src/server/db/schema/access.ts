/** Table types of the access area: organizations, users, roles, registration, sessions, sign-in guards, the audit trail, signs and rate limits. */
import type { Generated } from 'kysely';

/** A department or other unit of the hospital (migration 003); departments feed the org list's 'dep'. */
export interface OrganizationTable {
  id: Generated<number>;
  parentId: number | null;
  name: string;
  code: string | null;
  sort: Generated<number>;
  version: Generated<number>;
}

export interface StaffUserTable {
  id: Generated<number>;
  userName: string;
  realname: string;
  fullName: string | null;
  phone: string | null;
  email: string | null;
  deptId: number | null;
  belong: string | null;
  signature: string | null;
  enableCa: Generated<number>;
  /** 'enabled' | 'disabled' */
  status: Generated<string>;
  /** argon2id PHC string; never leaves the server, never logged or audited. */
  passwordHash: string;
  mustChangePassword: Generated<number>;
  /** 1: may sign in with the password; 0: only by SMS, key or single sign-on (migration 054). */
  passwordSignIn: Generated<number>;
  avatarType: string | null;
  avatarData: Buffer | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string | null;
  isDefaultRegistration: Generated<number>;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface RolePermissionTable {
  roleId: number;
  /** 'system' | 'project' */
  scope: string;
  /** 'page' | 'button' */
  kind: string;
  name: string;
}

export interface UserRoleTable {
  userId: number;
  roleId: number;
}

export interface UserProjectRoleTable {
  userId: number;
  projectId: number;
  roleId: number;
}

export interface RegistrationRequestTable {
  id: Generated<number>;
  userName: string;
  realname: string;
  phone: string;
  email: string | null;
  deptId: number | null;
  reason: string | null;
  /** 'pending' | 'passed' | 'refused' */
  status: Generated<string>;
  reviewNote: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  userId: number | null;
  createdAt: string;
  version: Generated<number>;
}

/** A signed-in session; only the SHA-256 of the cookie's token is stored. Times in epoch ms. */
export interface StaffSessionTable {
  tokenHash: string;
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  clientIp: string | null;
}

/** Consecutive sign-in failures per account name (known or not), and the lock they cause. */
export interface LoginAttemptTable {
  accountKey: string;
  failures: number;
  lockedUntil: number | null;
  updatedAt: number;
}

export interface CaptchaTable {
  uuid: string;
  answerHash: string;
  expiresAt: number;
}

export interface SmsCodeTable {
  uuid: string;
  mobile: string;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  tries: Generated<number>;
  usedAt: number | null;
}

/** SHA-256 of password ciphertexts seen in the last 10 minutes: a replayed one is refused. */
export interface UsedCiphertextTable {
  hash: string;
  usedAt: number;
}

/** Append-only; each row's hash covers its fields and the previous row's hash. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** 'success' | 'failure' */
  outcome: string;
  reason: string | null;
  beforeValue: string | null;
  afterValue: string | null;
  clientIp: string | null;
  requestId: string | null;
  prevHash: string;
  hash: string;
}

/** The audit trail's anchor (one row, id 1): see migrations/013-audit-checkpoint.ts. */
export interface AuditCheckpointTable {
  id: number;
  rowCount: number;
  headId: number;
  headHash: string;
  mac: string;
}

/** sourceSign (timestamp, digits) pairs accepted in the last 600 s: a replayed one is refused (migration 005). */
export interface SeenSourceSignTable {
  key: string;
  expiresAt: number;
}

/** Request counts of @fastify/rate-limit per limiter and client key, for the window ending at resetAt. */
export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: number;
}

/** A one-time value a signature spends (migration 018); unspent ones lapse at expiresAt (ms). */
export interface SigningChallengeTable {
  challenge: string;
  userId: number;
  issuedAt: string;
  expiresAt: number;
  usedAt: string | null;
}

/** An electronic signature of one revision of a record (migration 018); kept for ever. */
export interface ESignatureTable {
  id: Generated<number>;
  /** The audit entity of what was signed, e.g. 'safety_sae'. */
  entity: string;
  entityId: number;
  revision: number;
  signerId: number;
  signerUserName: string;
  /** The signer's printed name when they signed. */
  signerName: string;
  /** shared/domain/access/signatures.ts SignatureMeaning, and its words as shown to the signer. */
  meaning: string;
  meaningText: string;
  signedAt: string;
  /** SHA-256 (hex) of the signed content's canonical JSON. */
  contentHash: string;
  challenge: string;
}

/** Which staff account a claim value of the identity provider signs in as (migration 054). */
export interface StaffSsoLinkTable {
  claimValue: string;
  userId: number;
  createdAt: string;
}

/** One sign-in started at the identity provider, until its callback or expiresAt (ms; migration 054). */
export interface SsoFlowTable {
  state: string;
  nonce: string;
  codeVerifier: string;
  expiresAt: number;
}
