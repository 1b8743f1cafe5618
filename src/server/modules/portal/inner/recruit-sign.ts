/**
 * RECRUIT-SIGN: the token the hospital's own system issues so a page may show a project in
 * inner (embedded) mode. Format (documented in docs/api.md 'Embedding the detail page'):
 *
 *   base64url(JSON { projectId, patientId?, exp }) '.' base64url(HMAC-SHA256(first part, secret))
 *
 * `exp` is in unix seconds. The signature is checked in constant time before the payload is
 * parsed, so nothing from an unsigned token is ever interpreted.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface RecruitSignPayload {
  projectId: number;
  patientId?: string;
  /** Expiry, unix seconds. */
  exp: number;
}

export type RecruitSignCheck =
  | { ok: true; payload: RecruitSignPayload }
  | { ok: false; reason: 'missing' | 'malformed' | 'bad-signature' | 'expired' };

/** Longer headers are refused before any work; a real sign is about 120 characters. */
const MAX_SIGN_LENGTH = 1024;
const MAX_PATIENT_ID_LENGTH = 64;
const SIGN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function hmac(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data, 'utf8').digest();
}

export function createRecruitSign(payload: RecruitSignPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${hmac(body, secret).toString('base64url')}`;
}

function parsePayload(body: string): RecruitSignPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { projectId, patientId, exp } = value as Record<string, unknown>;
  if (typeof projectId !== 'number' || !Number.isSafeInteger(projectId) || projectId < 1) return undefined;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  if (patientId === undefined) return { projectId, exp };
  if (typeof patientId !== 'string' || patientId.length > MAX_PATIENT_ID_LENGTH) return undefined;
  return { projectId, patientId, exp };
}

/** Checks a RECRUIT-SIGN header value; `nowSeconds` is injectable for tests. */
export function checkRecruitSign(
  header: string | string[] | undefined,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): RecruitSignCheck {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  if (typeof header !== 'string' || header.length > MAX_SIGN_LENGTH || !SIGN_PATTERN.test(header)) {
    return { ok: false, reason: 'malformed' };
  }
  const [body = '', signature = ''] = header.split('.');
  // Compared as text, so only the one canonical encoding of the HMAC is accepted.
  const expected = Buffer.from(hmac(body, secret).toString('base64url'), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // timingSafeEqual needs equal lengths; the length of an HMAC-SHA256 is public anyway.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  const payload = parsePayload(body);
  if (!payload) return { ok: false, reason: 'malformed' };
  if (payload.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
