/**
 * The binder's archive (issue 29 item 7) at the top of the binder page: while archived, a
 * banner with the type, who archived it and when, the index's SHA-256, the signature, an
 * export button (the zip, to check offline with `npm run binder:verify`) and, for the
 * administrator (document:archiveCancel), cancelling with a reason and a signature. Once the
 * project is closed and the binder not archived, archiving (document:archive) with its type
 * and a signature. Earlier, cancelled archives stay listed.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type BinderArchive, archiveExportEndpoint } from '../../../../../shared/api/documents/archive';
import { ARCHIVE_TYPES, ARCHIVE_TYPE_LABELS, type ArchiveType } from '../../../../../shared/domain/documents/archive';
import { formatDateTime } from '../../../../lib/dates';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { useStaffAccess } from '../../../access';
import { archiveMessages } from '../archive-messages';
import { archiveQueries, useArchiveActions } from '../archive-queries';

function CancelDialog({
  projectId,
  archive,
  onClose,
}: {
  projectId: number;
  archive: BinderArchive;
  onClose: () => void;
}) {
  const t = useMessages(archiveMessages);
  const { cancel } = useArchiveActions(projectId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [signing, setSigning] = useState(false);
  if (signing)
    return (
      <SignatureDialog
        title={t.signCancel}
        text={reason}
        meaning="binder-unarchives"
        onSign={(signature) =>
          cancel.mutateAsync({ projectId, id: archive.id, version: archive.version, reason: reason.trim(), signature })
        }
        onSigned={onClose}
        onClose={onClose}
      />
    );
  const next = () => {
    if (!reason.trim()) return setError(t.reasonRequired);
    setSigning(true);
  };
  return (
    <FormDialog title={t.cancelTitle} busy={false} submitLabel={t.next} onSubmit={next} onClose={onClose}>
      <TextField
        fullWidth
        required
        multiline
        minRows={2}
        margin="dense"
        label={t.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}

function ArchiveForm({ projectId }: { projectId: number }) {
  const t = useMessages(archiveMessages);
  const { locale } = useLocale();
  const { archive } = useArchiveActions(projectId);
  const [archiveType, setArchiveType] = useState<ArchiveType>('completed');
  const [note, setNote] = useState('');
  const [signing, setSigning] = useState(false);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={t.archiveType}
        value={archiveType}
        onChange={(event) => setArchiveType(event.target.value as ArchiveType)}
        sx={{ minWidth: 180 }}
      >
        {ARCHIVE_TYPES.map((code) => (
          <MenuItem key={code} value={code}>
            {ARCHIVE_TYPE_LABELS[code][locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button variant="contained" onClick={() => setSigning(true)}>
        {t.archive}
      </Button>
      {signing && (
        <SignatureDialog
          title={t.signArchive}
          text={`${ARCHIVE_TYPE_LABELS[archiveType][locale]}。${t.signArchiveText}`}
          meaning="binder-archives"
          onSign={(signature) => archive.mutateAsync({ projectId, archiveType, note: note.trim() || null, signature })}
          onSigned={() => setSigning(false)}
          onClose={() => setSigning(false)}
        />
      )}
    </Stack>
  );
}

function ArchivedBanner({ projectId, archive }: { projectId: number; archive: BinderArchive }) {
  const t = useMessages(archiveMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const [cancelling, setCancelling] = useState(false);
  const signature = archive.signatures.find((entry) => entry.meaning === 'binder-archives');
  const exportZip = async () => {
    try {
      const blob = await callFileEndpoint(archiveExportEndpoint, { params: { projectId, id: archive.id } });
      saveBlob(blob, `binder-archive-${archive.id}.zip`);
    } catch (error) {
      showInfo({ text: failureText(error, t.failed) });
    }
  };
  return (
    <Alert severity="info">
      <AlertTitle>{format(t.archivedBanner, { type: ARCHIVE_TYPE_LABELS[archive.archiveType][locale] })}</AlertTitle>
      <Typography variant="body2">
        {format(t.archivedBy, { name: archive.archivedByName, at: formatDateTime(archive.archivedAt) })}
      </Typography>
      {signature && (
        <Typography variant="body2">
          {format(t.signedBy, { name: signature.signerName, at: formatDateTime(signature.signedAt) })}
        </Typography>
      )}
      <Typography variant="body2">
        {format(t.contents, {
          folders: archive.folderCount,
          documents: archive.documentCount,
          files: archive.fileCount,
        })}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {format(t.indexHash, { hash: archive.indexHash })}
      </Typography>
      {archive.note && <Typography variant="body2">{archive.note}</Typography>}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => void exportZip()}>
          {t.export}
        </Button>
        {access.hasProjectButton(projectId, 'document:archiveCancel') && (
          <Button variant="outlined" size="small" color="warning" onClick={() => setCancelling(true)}>
            {t.cancel}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        {t.exportHint}
      </Typography>
      {cancelling && <CancelDialog projectId={projectId} archive={archive} onClose={() => setCancelling(false)} />}
    </Alert>
  );
}

export function ArchiveSection({ projectId }: { projectId: number }) {
  const t = useMessages(archiveMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const state = useQuery(archiveQueries.list(projectId)).data;
  if (!state) return null;
  const [current] = state.archives;
  const history = state.archives.filter((archive) => archive.status === 'cancelled');
  const canArchive = access.hasProjectButton(projectId, 'document:archive');
  return (
    <Stack component="section" aria-label={t.section} spacing={1}>
      {state.archived && current && <ArchivedBanner projectId={projectId} archive={current} />}
      {!state.archived && state.closed && (
        <Alert severity="warning">
          <Stack spacing={1}>
            <span>{t.notArchived}</span>
            {canArchive && <ArchiveForm projectId={projectId} />}
          </Stack>
        </Alert>
      )}
      {history.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h2">
            {t.history}
          </Typography>
          <List dense aria-label={t.history}>
            {history.map((archive) => (
              <ListItem key={archive.id}>
                {format(t.cancelledRow, {
                  type: ARCHIVE_TYPE_LABELS[archive.archiveType][locale],
                  archivedBy: archive.archivedByName,
                  archivedAt: formatDateTime(archive.archivedAt),
                  cancelledBy: archive.cancelledByName ?? '',
                  cancelledAt: formatDateTime(archive.cancelledAt ?? ''),
                  reason: archive.cancelReason ?? '',
                })}
              </ListItem>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}

/** Whether the binder is archived now (read-only): the binder page hides its write buttons. */
export function useBinderArchived(projectId: number): boolean {
  return useQuery(archiveQueries.list(projectId)).data?.archived ?? false;
}
