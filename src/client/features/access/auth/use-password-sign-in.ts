/**
 * The account-and-password sign-in as a state machine for the form: encode, send, word the
 * refusal, show the captcha when asked, and on `mustChangePassword` hold the typed password
 * (in memory, until the new one is set or the user cancels) to set a new one and sign in again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EncryptionError } from '../../../lib/crypto';
import { useMessages } from '../../../lib/i18n';
import { type Captcha, useCaptcha } from './components/captcha-field';
import { needsCaptcha, refusalText } from './failure-text';
import { signInMessages } from './messages';
import { passwordEncoder } from '../../../lib/password-encoder';
import { type SignInOutcome, setNewPassword, signInWithPassword } from './sign-in';

interface PendingChange {
  username: string;
  oldPassword: string;
}

export interface PasswordSignIn {
  captcha: Captcha;
  busy: boolean;
  error: string | undefined;
  /** Set while the 'set a new password' form shows. */
  changingFor: string | undefined;
  signIn: (username: string, password: string) => Promise<void>;
  changePassword: (newPassword: string) => Promise<void>;
  cancelChange: () => void;
}

export function usePasswordSignIn(onSignedIn: () => void): PasswordSignIn {
  const t = useMessages(signInMessages);
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<PendingChange>();

  /** Runs one step with the busy flag; an encryption failure or a lost call is worded here. */
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await step();
    } catch (failure) {
      setError(failure instanceof EncryptionError ? t.encryptionFailed : t.signInFailed);
    } finally {
      setBusy(false);
    }
  };

  const settle = (outcome: SignInOutcome, attempt?: PendingChange) => {
    if (outcome.kind === 'signed-in') {
      setPending(undefined);
      onSignedIn();
    } else if (outcome.kind === 'must-change-password') {
      setPending(attempt);
    } else {
      setPending(undefined);
      setError(refusalText(t, outcome));
      // A captcha is used up by any attempt that carried it.
      if (needsCaptcha(outcome) || captcha.shown) captcha.renew();
    }
  };

  const signIn = (username: string, password: string) =>
    run(async () => {
      const encode = await passwordEncoder(queryClient);
      const withCaptcha = captcha.shown ? { code: captcha.code, uuid: captcha.uuid ?? '' } : {};
      const outcome = await signInWithPassword({ username, password: encode(password), ...withCaptcha });
      settle(outcome, { username, oldPassword: password });
    });

  const changePassword = (newPassword: string) =>
    run(async () => {
      if (!pending) return;
      const encode = await passwordEncoder(queryClient);
      const { username, oldPassword } = pending;
      const saved = await setNewPassword({
        username,
        oldPassword: encode(oldPassword),
        newPassword: encode(newPassword),
      });
      if (saved.kind === 'refused') {
        setError(refusalText(t, saved));
        return;
      }
      // Encrypted afresh: the server refuses a ciphertext it has seen before.
      settle(await signInWithPassword({ username, password: encode(newPassword) }));
    });

  return {
    captcha,
    busy,
    error,
    changingFor: pending?.username,
    signIn,
    changePassword,
    cancelChange: () => {
      setPending(undefined);
      setError(undefined);
    },
  };
}
