/**
 * What a stand-in of the signed-in side (src/client/public-route-tree.ts) shows when that
 * side's routes fail to load (offline, or a tab older than the running build): the staff
 * suite's load failure, with a retry that loads them again. The texts are the staff shell's
 * (shellMessages.loadFailed, retry), written here so the public entry does not carry the
 * shell's messages.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { defineMessages, useMessages } from '../lib/i18n';

const messages = defineMessages({
  'zh-CN': { loadFailed: '工作台加载失败', retry: '重试' },
  en: { loadFailed: 'The workbench could not be loaded', retry: 'Retry' },
});

export function SignedInLoadFailure({ reset }: ErrorComponentProps) {
  const t = useMessages(messages);
  const router = useRouter();
  return (
    <Alert
      severity="error"
      sx={{ m: 3 }}
      action={
        <Button
          color="inherit"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t.retry}
        </Button>
      }
    >
      {t.loadFailed}
    </Alert>
  );
}
