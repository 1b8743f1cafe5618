/** Dictionary administration: the dictionaries on the left, the chosen one's entries on the right. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DictEntry } from '../../../../../shared/api/study/dict-admin';
import { DICT_LABELS } from '../../../../../shared/domain/study/dictionaries';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { AddIcon } from '../../../../ui/staff-icons';
import { useCan } from '../../../access';
import { dictMessages } from '../messages';
import { dictAdminQueries } from '../queries';
import { movedOrder, useDictActions } from '../use-dict-actions';
import { DictEntryDialog, type DictEntryDialogState } from './dict-entry-dialog';
import { type DictEntryAction, DictEntryTable } from './dict-entry-table';

export interface DictionariesPageProps {
  code?: string;
  onCodeChange: (code: string) => void;
}

function useDictName() {
  const { locale } = useLocale();
  return (code: string) => DICT_LABELS[code]?.[locale] ?? code;
}

function DictList({ code, onCodeChange }: DictionariesPageProps) {
  const t = useMessages(dictMessages);
  const nameOf = useDictName();
  const list = useQuery(dictAdminQueries.list());
  if (list.isPending) return <Skeleton variant="rounded" height={240} />;
  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void list.refetch()}>
            {t.retry}
          </Button>
        }
      >
        {t.loadFailed}
      </Alert>
    );
  }
  return (
    <List dense aria-label={t.dictionaries}>
      {list.data.map((dict) => (
        <ListItem key={dict.code} disablePadding>
          <ListItemButton
            selected={dict.code === code}
            aria-current={dict.code === code ? 'page' : undefined}
            onClick={() => onCodeChange(dict.code)}
          >
            <ListItemText
              primary={nameOf(dict.code)}
              secondary={`${dict.code} · ${format(t.counts, { enabled: dict.enabled, total: dict.total })}`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function DictEntries({ code }: { code: string }) {
  const t = useMessages(dictMessages);
  const nameOf = useDictName();
  const canEdit = useCan()('dict:update');
  const entries = useQuery(dictAdminQueries.entries(code));
  const actions = useDictActions();
  const [dialog, setDialog] = useState<DictEntryDialogState>();
  const [deleting, setDeleting] = useState<DictEntry>();
  const rows = entries.data ?? [];
  const busy = actions.reorder.isPending || actions.setEnabled.isPending;

  const onAction = (action: DictEntryAction, entry: DictEntry, index: number) => {
    if (action === 'edit') setDialog({ kind: 'edit', entry });
    else if (action === 'delete') setDeleting(entry);
    else if (action === 'enable' || action === 'disable')
      actions.setEnabled.mutate({ entry, enabled: action === 'enable' });
    else actions.reorder.mutate({ code, order: movedOrder(rows, index, action === 'up' ? -1 : 1) });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {nameOf(code)}{' '}
          <Typography component="span" color="text.secondary">
            ({code})
          </Typography>
        </Typography>
        {canEdit && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'add', code, dictName: nameOf(code) })}
          >
            {t.add}
          </Button>
        )}
      </Stack>
      <DictEntryTable
        entries={rows}
        loading={entries.isPending}
        failed={entries.isError}
        canEdit={canEdit}
        busy={busy}
        onRetry={() => void entries.refetch()}
        onAction={onAction}
      />
      <Typography variant="body2" color="text.secondary">
        {t.disabledNote}
      </Typography>
      {dialog && <DictEntryDialog state={dialog} onClose={() => setDialog(undefined)} />}
      {deleting && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={format(t.deleteText, { name: deleting.value, key: deleting.key })}
          confirmLabel={t.delete}
          busy={actions.remove.isPending}
          onConfirm={() => actions.remove.mutate(deleting, { onSettled: () => setDeleting(undefined) })}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </Stack>
  );
}

export function DictionariesPage({ code, onCodeChange }: DictionariesPageProps) {
  const t = useMessages(dictMessages);
  useDocumentTitle(t.title);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper
          variant="outlined"
          component="nav"
          aria-label={t.dictionaries}
          sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}
        >
          <DictList code={code} onCodeChange={onCodeChange} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flexGrow: 1, minWidth: 0, width: '100%' }}>
          {code ? (
            <DictEntries key={code} code={code} />
          ) : (
            <Typography color="text.secondary">{t.chooseDict}</Typography>
          )}
        </Paper>
      </Stack>
    </Stack>
  );
}
