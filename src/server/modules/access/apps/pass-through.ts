/**
 * The outbound link of the app switcher: the suite opens a connected system's address signed
 * for the staff member, in the very format that system sends its own staff in with
 * (key-sign.ts; docs/connected-systems.md), so one check serves both directions:
 *
 *   <address>?…&system=<code>&keyId=<key id>&user=<staff id there>&ts=<unix s>&nonce=<random>&sign=<hmac>
 *
 * signed over `system \n keyId \n user \n ts \n nonce \n ` (an empty `next`).
 */
import { signedKeyLoginQuery } from '../connected/key-sign';

export interface PassThroughFields {
  system: string;
  keyId: string;
  user: string;
  /** Random when absent. */
  nonce?: string;
}

/** `address` with the signed parameters added (its own query and fragment kept). */
export function passThroughUrl(address: string, fields: PassThroughFields, secret: string, nowMs: number): string {
  const url = new URL(address);
  for (const [name, value] of new URLSearchParams(signedKeyLoginQuery(fields, secret, nowMs))) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}
