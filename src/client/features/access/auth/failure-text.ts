/** Words a refused sign-in (or SMS code, or password change) for the inline alert. */
import { formatDateTime } from '../../../lib/dates';
import { format } from '../../../lib/i18n';
import type { signInMessages } from './messages';
import type { SignInRefusal } from './sign-in';

type SignInText = (typeof signInMessages)['en'];

export function refusalText(t: SignInText, refusal: SignInRefusal): string {
  const reason = refusal.failure?.reason;
  if (reason === 'locked') {
    const until = refusal.failure?.lockedUntil;
    return until ? t.locked + format(t.lockedUntil, { time: formatDateTime(until) }) : t.locked;
  }
  if (reason === 'password_policy' && refusal.message)
    return format(t.passwordPolicyDetail, { detail: refusal.message });
  if (reason) return t[reason];
  if (refusal.code === '429') return t.tooManyRequests;
  return refusal.message || t.signInFailed;
}

/** Whether the next attempt needs the image captcha. */
export function needsCaptcha(refusal: SignInRefusal): boolean {
  const reason = refusal.failure?.reason;
  return !!refusal.failure?.captchaRequired || reason === 'captcha_required' || reason === 'captcha_wrong';
}
