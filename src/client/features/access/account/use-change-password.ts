/** Changing one's password: both passwords encrypted like at sign-in, refusals worded like there. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { modifyPasswordEndpoint } from '../../../../shared/api/access/auth';
import { EncryptionError } from '../../../lib/crypto';
import { useMessages } from '../../../lib/i18n';
import { callSilently } from '../../../lib/silent-call';
import { refusalText } from '../auth/failure-text';
import { signInMessages } from '../auth/messages';
import { passwordEncoder } from '../../../lib/password-encoder';
import { refusal } from '../auth/sign-in';
import { accountMessages } from './messages';

export interface PasswordChange {
  busy: boolean;
  status: { ok: boolean; text: string } | undefined;
  setStatus: (status: PasswordChange['status']) => void;
  change: (oldPassword: string, newPassword: string) => Promise<void>;
}

export function useChangePassword(): PasswordChange {
  const t = useMessages(accountMessages);
  const ts = useMessages(signInMessages);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<PasswordChange['status']>();
  const change = async (oldPassword: string, newPassword: string) => {
    setBusy(true);
    try {
      const encode = await passwordEncoder(queryClient);
      const body = { oldPassword: encode(oldPassword), newPassword: encode(newPassword) };
      const answer = await callSilently(modifyPasswordEndpoint, { body }, { tip: true });
      setStatus(
        answer.ok ? { ok: true, text: t.passwordChanged } : { ok: false, text: refusalText(ts, refusal(answer)) },
      );
    } catch (error) {
      setStatus({ ok: false, text: error instanceof EncryptionError ? ts.encryptionFailed : t.saveFailed });
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, setStatus, change };
}
