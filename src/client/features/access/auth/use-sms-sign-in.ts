/**
 * The SMS sign-in as a state machine for its form: the mobile number and code, 'send code'
 * (with the image captcha first when config sys.login.mobileCaptchaOnOff is on) and its
 * resend countdown, then sign-in with the code's uuid. Errors are worded for an inline alert.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LOGIN_CONFIG_KEYS } from '../../../../shared/api/access/auth';
import { useMessages } from '../../../lib/i18n';
import { siteQueries } from '../../../lib/site-queries';
import { type Captcha, useCaptcha } from './components/captcha-field';
import { refusalText } from './failure-text';
import { signInMessages } from './messages';
import { sendSmsCode, signInWithSms } from './sign-in';
import { useCountdown } from './use-countdown';

const MOBILE = /^1[3-9]\d{9}$/;
const SMS_CODE = /^\d{6}$/;
const DEFAULT_RESEND_SECONDS = 60;

export interface SmsFieldErrors {
  mobile?: string;
  smscode?: string;
  captcha?: string;
}

export interface SmsSignIn {
  mobile: string;
  setMobile: (value: string) => void;
  smscode: string;
  setSmscode: (value: string) => void;
  captcha: Captcha;
  resendIn: number;
  errors: SmsFieldErrors;
  alert: { severity: 'error' | 'success'; text: string } | undefined;
  busy: 'send' | 'sign-in' | undefined;
  sendCode: () => void;
  signIn: () => void;
}

function useSmsCaptcha(): { captcha: Captcha; required: boolean } {
  const captcha = useCaptcha();
  const { data: flag } = useQuery(siteQueries.configByKey(LOGIN_CONFIG_KEYS.mobileCaptcha));
  const required = flag === true || flag === 'true';
  const { shown, renew } = captcha;
  useEffect(() => {
    if (required && !shown) renew();
  }, [required, shown, renew]);
  return { captcha, required };
}

const hasErrors = (errors: SmsFieldErrors) => Object.keys(errors).length > 0;

export function useSmsSignIn(onSignedIn: () => void): SmsSignIn {
  const t = useMessages(signInMessages);
  const { captcha, required: captchaRequired } = useSmsCaptcha();
  const countdown = useCountdown();
  const [mobile, setMobile] = useState('');
  const [smscode, setSmscode] = useState('');
  const [uuid, setUuid] = useState<string>();
  const [errors, setErrors] = useState<SmsFieldErrors>({});
  const [alert, setAlert] = useState<SmsSignIn['alert']>();
  const [busy, setBusy] = useState<SmsSignIn['busy']>();

  const act = (kind: 'send' | 'sign-in', step: () => Promise<void>) => {
    setBusy(kind);
    setAlert(undefined);
    step()
      .catch(() => setAlert({ severity: 'error', text: t.signInFailed }))
      .finally(() => setBusy(undefined));
  };

  const sendCode = () => {
    const found: SmsFieldErrors = {
      ...(!MOBILE.test(mobile) && { mobile: t.mobileInvalid }),
      ...(captchaRequired && !captcha.code && { captcha: t.captchaFirst }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    act('send', async () => {
      const withCaptcha = captchaRequired ? { code: captcha.code, captchaUuid: captcha.uuid ?? '' } : {};
      const outcome = await sendSmsCode({ mobile, ...withCaptcha });
      if (captchaRequired) captcha.renew();
      if (outcome.kind === 'refused') return setAlert({ severity: 'error', text: refusalText(t, outcome) });
      setUuid(outcome.uuid);
      countdown.start(outcome.resendAfterSeconds || DEFAULT_RESEND_SECONDS);
      setAlert({ severity: 'success', text: t.codeSent });
    });
  };

  const signIn = () => {
    const found: SmsFieldErrors = {
      ...(!MOBILE.test(mobile) && { mobile: t.mobileInvalid }),
      ...(!uuid ? { smscode: t.sendCodeFirst } : !SMS_CODE.test(smscode) && { smscode: t.smsCodeInvalid }),
    };
    setErrors(found);
    if (hasErrors(found) || !uuid) return;
    const code = smscode;
    setSmscode('');
    act('sign-in', async () => {
      const outcome = await signInWithSms({ mobile, smscode: code, uuid });
      if (outcome.kind === 'signed-in') return onSignedIn();
      setAlert({ severity: 'error', text: outcome.kind === 'refused' ? refusalText(t, outcome) : t.smsNeedsPassword });
    });
  };

  return {
    mobile,
    setMobile: (value) => setMobile(value.replace(/\D/g, '').slice(0, 11)),
    smscode,
    setSmscode: (value) => setSmscode(value.replace(/\D/g, '').slice(0, 6)),
    captcha,
    resendIn: countdown.remaining,
    errors,
    alert,
    busy,
    sendCode,
    signIn,
  };
}
