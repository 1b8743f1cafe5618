/** The meeting room's parts shared by the secretary's and the member's views: the quorum indicator, the vote dialog, the documents. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { MeetingRoom, RoomItem } from '../../../../../shared/api/ethics/meeting-room';
import { meetingDownloadEndpoint } from '../../../../../shared/api/ethics/meeting-room';
import { VOTE_DECISIONS, VOTE_DECISION_LABELS, type VoteDecision } from '../../../../../shared/domain/ethics/votes';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { ethicsMeetingMessages } from '../messages';
import { useMeetingActions } from '../queries';

export function QuorumIndicator({ quorum }: { quorum: MeetingRoom['quorum'] }) {
  const t = useMessages(ethicsMeetingMessages);
  const head = format(quorum.met ? t.quorumMet : t.quorumNotMet, { present: quorum.present, needed: quorum.needed });
  return (
    <Alert severity={quorum.met ? 'success' : 'warning'} role="status" aria-label={t.quorum}>
      {head}
      <List dense disablePadding>
        {quorum.conditions.map((item) => (
          <ListItem key={item.condition} disableGutters>
            {format(item.met ? t.conditionMet : t.conditionFailed, { condition: t[item.condition] })}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

export function ItemDocuments({ item }: { item: RoomItem }) {
  const t = useMessages(ethicsMeetingMessages);
  const download = (versionId: number, fileName: string) =>
    callFileEndpoint(meetingDownloadEndpoint, { params: { itemId: item.id, versionId } }).then(
      (blob) => saveBlob(blob, fileName),
      (error: unknown) => showInfo({ text: failureText(error, t.failed) }),
    );
  if (item.documents.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label={t.documents}>
      {item.documents.map((document) => (
        <Button
          key={document.versionId}
          size="small"
          onClick={() => void download(document.versionId, document.fileName)}
        >
          {format(t.download, { title: document.title })}
        </Button>
      ))}
    </Stack>
  );
}

/** My vote on an item: the decision, then the shared signature dialog sends it (final). */
export function VoteDialog({ item, onClose }: { item: RoomItem; onClose: () => void }) {
  const t = useMessages(ethicsMeetingMessages);
  const { locale } = useLocale();
  const actions = useMeetingActions();
  const [decision, setDecision] = useState<VoteDecision | ''>('');
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string>();
  if (signing && decision)
    return (
      <SignatureDialog
        title={t.signTitle}
        text={format(t.signText, { title: item.title })}
        meaning="ethics-member-votes"
        onSign={(signature) => actions.cast.mutateAsync({ itemId: item.id, decision, signature })}
        onSigned={onClose}
        onClose={() => setSigning(false)}
      />
    );
  return (
    <FormDialog
      title={format(t.voteTitle, { title: item.title })}
      busy={false}
      error={error}
      submitLabel={t.next}
      onSubmit={() => (decision ? setSigning(true) : setError(t.decision))}
      onClose={onClose}
    >
      <TextField
        select
        label={t.decision}
        value={decision}
        required
        onChange={(event) => setDecision(event.target.value as VoteDecision)}
      >
        {VOTE_DECISIONS.map((value) => (
          <MenuItem key={value} value={value}>
            {VOTE_DECISION_LABELS[value][locale]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

export function ConflictDialog({ item, onClose }: { item: RoomItem; onClose: () => void }) {
  const t = useMessages(ethicsMeetingMessages);
  const actions = useMeetingActions();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!note.trim()) return setError(t.conflictNote);
    actions.conflict
      .mutateAsync({ itemId: item.id, note: note.trim() })
      .then(onClose, (failure: unknown) => setError(failureText(failure, t.failed)));
  };
  return (
    <FormDialog
      title={t.declareConflict}
      busy={actions.conflict.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t.conflictNote}
        value={note}
        required
        multiline
        minRows={2}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormDialog>
  );
}
