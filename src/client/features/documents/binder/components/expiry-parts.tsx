/**
 * The binder's expiry parts (docs/documents.md 'Expiry'): a row's chip (已过期, 即将到期), the
 * binder's totals of expired and due documents above the folders, and the folder list's
 * filter (all, due, expired).
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { BinderFolder } from '../../../../../shared/api/documents/binder';
import { EXPIRY_STATE_TEXT, type ExpiryState } from '../../../../../shared/domain/documents/expiry';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { binderMessages } from '../messages';

export function ExpiryChip({ expiry }: { expiry: ExpiryState | null }) {
  const { locale } = useLocale();
  if (expiry === null) return null;
  return (
    <Chip
      size="small"
      color={expiry === 'expired' ? 'error' : 'warning'}
      variant={expiry === 'expired' ? 'filled' : 'outlined'}
      label={EXPIRY_STATE_TEXT[expiry][locale]}
    />
  );
}

/** The whole binder's expired and due documents (the folders' counts added up); nothing when none. */
export function ExpirySummary({ folders }: { folders: BinderFolder[] }) {
  const t = useMessages(binderMessages);
  const expired = folders.reduce((sum, folder) => sum + folder.expiredCount, 0);
  const due = folders.reduce((sum, folder) => sum + folder.dueCount, 0);
  if (expired === 0 && due === 0) return null;
  return (
    <Stack direction="row" spacing={1} role="status" aria-label={t.expirySummary}>
      {expired > 0 && <Chip color="error" label={format(t.expiredDocuments, { count: expired })} />}
      {due > 0 && <Chip color="warning" variant="outlined" label={format(t.dueDocuments, { count: due })} />}
    </Stack>
  );
}

/** A folder's expiry counts after its document count, e.g. '3 · 已过期 1'. */
export function folderCounts(folder: BinderFolder, t: (typeof binderMessages)['zh-CN']): string {
  return [
    String(folder.documentCount),
    folder.expiredCount > 0 && format(t.expiredShort, { count: folder.expiredCount }),
    folder.dueCount > 0 && format(t.dueShort, { count: folder.dueCount }),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function ExpiryFilter(props: { value?: ExpiryState; onChange: (value: ExpiryState | undefined) => void }) {
  const t = useMessages(binderMessages);
  const { locale } = useLocale();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label={t.expiryFilter}
      value={props.value ?? 'all'}
      onChange={(_event, next: ExpiryState | 'all' | null) => {
        if (next !== null) props.onChange(next === 'all' ? undefined : next);
      }}
    >
      <ToggleButton value="all">{t.allDocuments}</ToggleButton>
      <ToggleButton value="due">{EXPIRY_STATE_TEXT.due[locale]}</ToggleButton>
      <ToggleButton value="expired">{EXPIRY_STATE_TEXT.expired[locale]}</ToggleButton>
    </ToggleButtonGroup>
  );
}
