/**
 * The frame of a versioned draft's editor: a titled section with the whole form's error, the
 * area's fields inside, 'back' (asking before unsaved changes are dropped) and 'save', and
 * the guard that asks before the page is left with unsaved changes.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { UnsavedChangesGuard } from '../unsaved-changes-guard';

export interface DraftEditorProps {
  /** The section's accessible name. */
  label: string;
  /** The heading: the label with the draft's name and version. */
  title: string;
  formError?: string;
  isDirty: () => boolean;
  saving: boolean;
  onSave: () => void;
  onDone: () => void;
  labels: { discardTitle: string; discardText: string; discard: string; back: string; save: string };
  children: ReactNode;
}

export function DraftEditor(props: DraftEditorProps) {
  const { label, title, formError, isDirty, saving, onSave, onDone, labels, children } = props;
  const [leaving, setLeaving] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
      <UnsavedChangesGuard isDirty={isDirty} />
      {leaving && (
        <ConfirmDialog
          title={labels.discardTitle}
          text={labels.discardText}
          confirmLabel={labels.discard}
          onConfirm={onDone}
          onClose={() => setLeaving(false)}
        />
      )}
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {formError && <Alert severity="error">{formError}</Alert>}
        {children}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => (isDirty() ? setLeaving(true) : onDone())} disabled={saving}>
            {labels.back}
          </Button>
          <Button variant="contained" onClick={onSave} loading={saving}>
            {labels.save}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
