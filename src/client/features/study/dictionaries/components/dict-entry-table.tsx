/**
 * One dictionary's entries: names, enabled switch, use count and, with `dict:update`, edit,
 * move up/down and delete. An entry in use cannot be deleted: its delete button is disabled
 * and described by the visible reason (aria-describedby), so screen readers read it too.
 */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DictEntry } from '../../../../../shared/api/study/dict-admin';
import { format, useMessages } from '../../../../lib/i18n';
import { ArrowDownIcon, ArrowUpIcon } from '../../../../ui/staff-icons';
import { TableStates } from '../../../../ui/table-states';
import { dictMessages } from '../messages';

export type DictEntryAction = 'edit' | 'delete' | 'up' | 'down' | 'enable' | 'disable';

export interface DictEntryTableProps {
  entries: DictEntry[];
  loading: boolean;
  failed: boolean;
  canEdit: boolean;
  busy: boolean;
  onRetry: () => void;
  onAction: (action: DictEntryAction, entry: DictEntry, index: number) => void;
}

function EntryActions({
  entry,
  index,
  last,
  busy,
  onAction,
}: {
  entry: DictEntry;
  index: number;
  last: boolean;
  busy: boolean;
  onAction: DictEntryTableProps['onAction'];
}) {
  const t = useMessages(dictMessages);
  const reasonId = `dict-in-use-${entry.code}-${entry.key}`;
  return (
    <Stack spacing={0.25}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Button size="small" onClick={() => onAction('edit', entry, index)} aria-label={`${t.edit} ${entry.value}`}>
          {t.edit}
        </Button>
        <IconButton
          size="small"
          disabled={busy || index === 0}
          aria-label={format(t.moveUp, { name: entry.value })}
          onClick={() => onAction('up', entry, index)}
        >
          <ArrowUpIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          disabled={busy || last}
          aria-label={format(t.moveDown, { name: entry.value })}
          onClick={() => onAction('down', entry, index)}
        >
          <ArrowDownIcon fontSize="small" />
        </IconButton>
        <Button
          size="small"
          color="error"
          disabled={entry.inUse > 0}
          aria-label={`${t.delete} ${entry.value}`}
          aria-describedby={entry.inUse > 0 ? reasonId : undefined}
          onClick={() => onAction('delete', entry, index)}
        >
          {t.delete}
        </Button>
      </Stack>
      {entry.inUse > 0 && (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {format(t.inUseReason, { count: entry.inUse })}
        </Typography>
      )}
    </Stack>
  );
}

export function DictEntryTable({ entries, loading, failed, canEdit, busy, onRetry, onAction }: DictEntryTableProps) {
  const t = useMessages(dictMessages);
  const columns = canEdit ? 7 : 6;
  return (
    <TableContainer>
      <Table size="small" aria-label={t.entries}>
        <TableHead>
          <TableRow>
            <TableCell>{t.order}</TableCell>
            <TableCell>{t.key}</TableCell>
            <TableCell>{t.value}</TableCell>
            <TableCell>{t.valueEn}</TableCell>
            <TableCell>{t.enabled}</TableCell>
            <TableCell align="right">{t.inUse}</TableCell>
            {canEdit && <TableCell>{t.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={columns}
            loading={loading}
            failed={failed}
            empty={entries.length === 0}
            onRetry={onRetry}
          />
          {!loading &&
            !failed &&
            entries.map((entry, index) => (
              <TableRow key={entry.key} hover sx={entry.enabled ? undefined : { '& td': { color: 'text.disabled' } }}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{entry.key}</TableCell>
                <TableCell>{entry.value}</TableCell>
                <TableCell>{entry.valueEn ?? ''}</TableCell>
                <TableCell>
                  <Switch
                    size="small"
                    checked={entry.enabled}
                    disabled={!canEdit || busy}
                    onChange={(event) => onAction(event.target.checked ? 'enable' : 'disable', entry, index)}
                    slotProps={{ input: { 'aria-label': format(t.enableEntry, { name: entry.value }) } }}
                  />
                </TableCell>
                <TableCell align="right">{entry.inUse}</TableCell>
                {canEdit && (
                  <TableCell>
                    <EntryActions
                      entry={entry}
                      index={index}
                      last={index === entries.length - 1}
                      busy={busy}
                      onAction={onAction}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
