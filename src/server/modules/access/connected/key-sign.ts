/**
 * The signed link of third-party login by key (docs/connected-systems.md), built like the inner
 * mode's RECRUIT-SIGN (portal/inner/recruit-sign.ts): HMAC-SHA256 under the key's secret,
 * compared in constant time, here over a canonical string of every parameter so that none can
 * be changed, with a time (±5 minutes) and a nonce (used once).
 *
 *   system \n keyId \n user \n ts \n nonce \n next      (next: '' when absent)
 *
 * `sign` = base64url(HMAC-SHA256(that string, secret)), the secret as its UTF-8 text.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface KeyLoginParams {
  system: string;
  keyId: string;
  user: string;
  /** Unix seconds, as text. */
  ts: string;
  nonce: string;
  next?: string;
}

export const KEY_LOGIN_SKEW_MS = 5 * 60 * 1000;

export const canonicalKeyLogin = (p: KeyLoginParams) =>
  [p.system, p.keyId, p.user, p.ts, p.nonce, p.next ?? ''].join('\n');

export const keyLoginSign = (p: KeyLoginParams, secret: string) =>
  createHmac('sha256', secret).update(canonicalKeyLogin(p), 'utf8').digest('base64url');

/** True when `sign` is the parameters' signature; constant time in the signature. */
export function keyLoginSignValid(p: KeyLoginParams, sign: string, secret: string): boolean {
  const expected = Buffer.from(keyLoginSign(p, secret), 'utf8');
  const given = Buffer.from(sign, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The query string a connected system sends (what docs/connected-systems.md shows). */
export function signedKeyLoginQuery(
  fields: Omit<KeyLoginParams, 'ts' | 'nonce'> & { ts?: string; nonce?: string },
  secret: string,
  nowMs: number = Date.now(),
): string {
  const params: KeyLoginParams = {
    ...fields,
    ts: fields.ts ?? String(Math.floor(nowMs / 1000)),
    nonce: fields.nonce ?? randomBytes(16).toString('base64url'),
  };
  const query = new URLSearchParams({
    system: params.system,
    keyId: params.keyId,
    user: params.user,
    ts: params.ts,
    nonce: params.nonce,
    ...(params.next === undefined ? {} : { next: params.next }),
    sign: keyLoginSign(params, secret),
  });
  return query.toString();
}
