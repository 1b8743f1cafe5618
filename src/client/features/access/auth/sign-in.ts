/**
 * The sign-in calls, without React: password and SMS sign-in, the first-sign-in password
 * change, and the reading of their silent answers into outcomes the forms word (the password's
 * encoding: lib/password-encoder.ts).
 */
import {
  SIGN_IN_FAILURE_REASONS,
  type SignInFailureData,
  loginEndpoint,
  setNewPasswordEndpoint,
  smsCodeEndpoint,
  smsLoginEndpoint,
} from '../../../../shared/api/access/auth';
import type { BodyOf } from '../../../../shared/api/contract/endpoint';
import { type SilentAnswer, type SilentFailure, callSilently } from '../../../lib/silent-call';

export interface SignInRefusal {
  kind: 'refused';
  /** The envelope's code: '100' for a refusal with a reason, '429' when rate limited, ... */
  code: string;
  message: string;
  failure?: SignInFailureData;
}

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'must-change-password' } | SignInRefusal;

function isFailureData(value: unknown): value is SignInFailureData {
  if (typeof value !== 'object' || value === null) return false;
  const reason = (value as { reason?: unknown }).reason;
  return (SIGN_IN_FAILURE_REASONS as readonly unknown[]).includes(reason);
}

export function refusal(answer: SilentFailure): SignInRefusal {
  const failure = isFailureData(answer.data) ? answer.data : undefined;
  return { kind: 'refused', code: answer.code, message: answer.message, ...(failure && { failure }) };
}

function outcomeOf(answer: SilentAnswer<typeof loginEndpoint>): SignInOutcome {
  if (!answer.ok) return refusal(answer);
  return answer.value.data?.mustChangePassword ? { kind: 'must-change-password' } : { kind: 'signed-in' };
}

export async function signInWithPassword(body: BodyOf<typeof loginEndpoint>): Promise<SignInOutcome> {
  return outcomeOf(await callSilently<typeof loginEndpoint>(loginEndpoint, { body }, { tip: true }));
}

export async function signInWithSms(body: BodyOf<typeof smsLoginEndpoint>): Promise<SignInOutcome> {
  return outcomeOf(await callSilently<typeof smsLoginEndpoint>(smsLoginEndpoint, { body }, { tip: true }));
}

export type SmsCodeOutcome = { kind: 'sent'; uuid: string; resendAfterSeconds: number } | SignInRefusal;

export async function sendSmsCode(body: BodyOf<typeof smsCodeEndpoint>): Promise<SmsCodeOutcome> {
  const answer = await callSilently(smsCodeEndpoint, { body }, { tip: true });
  if (!answer.ok) return refusal(answer);
  return { kind: 'sent', uuid: answer.value.data.uuid, resendAfterSeconds: answer.value.data.resendAfterSeconds };
}

export async function setNewPassword(
  body: BodyOf<typeof setNewPasswordEndpoint>,
): Promise<{ kind: 'saved' } | SignInRefusal> {
  const answer = await callSilently(setNewPasswordEndpoint, { body }, { tip: true });
  return answer.ok ? { kind: 'saved' } : refusal(answer);
}
