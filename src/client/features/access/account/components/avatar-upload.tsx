/**
 * One's avatar: pick a PNG, JPEG or WebP of at most 200 KB, see it, then upload it (as a
 * data URL) or remove the current one. The file is checked here before anything is sent.
 */
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type MyProfile } from '../../../../../shared/api/access/my-account';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { accountMessages } from '../messages';
import { useSaveAvatar } from '../queries';

type Texts = (typeof accountMessages)['en'];

/** Why a file cannot be an avatar, or undefined when it can. */
export function avatarProblem(file: File, t: Texts): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return t.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return t.avatarSize;
  return undefined;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function AvatarUpload({ profile }: { profile: MyProfile }) {
  const t = useMessages(accountMessages);
  const save = useSaveAvatar();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(undefined);
    if (!file) return;
    const problem = avatarProblem(file, t);
    if (problem) return setError(problem);
    readAsDataUrl(file).then(setPreview, () => setError(t.avatarType));
  };
  const upload = (dataUrl: string | null) =>
    save.mutate(dataUrl, {
      onSuccess: () => setPreview(undefined),
      onError: (failure) => setError(failureText(failure, t.saveFailed)),
    });
  const shown = preview ?? profile.avatar ?? undefined;
  return (
    <Stack spacing={2} component="section" aria-labelledby="avatar-heading">
      <Typography id="avatar-heading" variant="h6" component="h2">
        {t.avatar}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={shown}
          alt={format(t.avatarAlt, { name: profile.realname })}
          sx={{ width: 72, height: 72 }}
          data-testid="avatar-preview"
        />
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => fileInput.current?.click()}>
              {t.chooseAvatar}
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              aria-label={t.chooseAvatar}
              accept={AVATAR_TYPES.join(',')}
              onChange={choose}
            />
            {preview && (
              <Button variant="contained" loading={save.isPending} onClick={() => upload(preview)}>
                {t.upload}
              </Button>
            )}
            {preview && <Button onClick={() => setPreview(undefined)}>{t.cancel}</Button>}
            {!preview && profile.avatar && (
              <Button color="error" loading={save.isPending} onClick={() => upload(null)}>
                {t.removeAvatar}
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t.avatarHint}
          </Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
