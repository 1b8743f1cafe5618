/**
 * The electronic signature of a step (21 CFR 11.50, 11.200 in spirit): shows what is signed and
 * the signature's meaning, asks for the signer's password again, encrypts it as the sign-in
 * does (lib/password-encoder.ts), fetches a one-time challenge and hands `{ challenge, password,
 * meaning }` to the step (`onSign`), which sends it in its request. A refusal (wrong password, a spent challenge) stays in the dialog; nothing was sent.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type SignatureBody, signingChallengeEndpoint } from '../../../shared/api/access';
import { SIGNATURE_MEANING_TEXT, type SignatureMeaning } from '../../../shared/domain/access';
import { failureText } from '../../lib/field-problem';
import { EncryptionError } from '../../lib/crypto';
import { callEndpoint } from '../../lib/http';
import { passwordEncoder } from '../../lib/password-encoder';
import { useLocale, useMessages } from '../../lib/i18n';
import { FormDialog } from '../form-dialog';
import { PasswordField } from '../password-field';
import { signatureMessages } from './messages';

export interface SignatureDialogProps {
  title: string;
  /** What is signed, in words (e.g. the report's name); a general line by default. */
  text?: string;
  meaning: SignatureMeaning;
  /** Sends the signed step; a rejection is shown in the dialog. */
  onSign: (signature: SignatureBody) => Promise<unknown>;
  onSigned: () => void;
  onClose: () => void;
}

export function SignatureDialog({ title, text, meaning, onSign, onSigned, onClose }: SignatureDialogProps) {
  const t = useMessages(signatureMessages);
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const meaningText = SIGNATURE_MEANING_TEXT[meaning][locale];

  const sign = async () => {
    if (!password) return setError(t.passwordRequired);
    setBusy(true);
    setError(undefined);
    try {
      // Encrypted before anything is sent: a failure to encrypt sends nothing.
      const encode = await passwordEncoder(queryClient);
      const { challenge } = (await callEndpoint(signingChallengeEndpoint, { body: {} })).data;
      await onSign({ challenge, password: encode(password), meaning });
      onSigned();
    } catch (failure) {
      setPassword('');
      setError(failure instanceof EncryptionError ? t.encryptionFailed : failureText(failure, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={title}
      busy={busy}
      error={error}
      submitLabel={t.sign}
      onSubmit={() => void sign()}
      onClose={onClose}
    >
      <Typography>{text ?? t.signText}</Typography>
      <Alert severity="info" icon={false}>
        <Typography variant="subtitle2" component="p">
          {t.meaning}
        </Typography>
        <Typography component="p" data-testid="signature-meaning">
          {meaningText}
        </Typography>
      </Alert>
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Typography variant="body2" color="text.secondary">
        {t.notice}
      </Typography>
    </FormDialog>
  );
}
