/**
 * The dialog that shows one safety report (SAE, SUSAR, DSUR) named in the URL: its title, a
 * loading line or the not-found alert, its chips, its fields, then whatever the area adds
 * (attachments, buttons, submitted revisions) and a close button.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type DetailField, DetailFieldList } from './detail-field-list';

export interface SafetyReportDialogProps {
  title: string;
  loading: boolean;
  failed: boolean;
  notFoundText: string;
  closeLabel: string;
  fields: DetailField[];
  chips?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
}

export function SafetyReportDialog({
  title,
  loading,
  failed,
  notFoundText,
  closeLabel,
  fields,
  chips,
  children,
  onClose,
}: SafetyReportDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {loading && <Typography color="text.secondary">…</Typography>}
          {failed && <Alert severity="error">{notFoundText}</Alert>}
          {chips && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {chips}
            </Stack>
          )}
          {fields.length > 0 && <DetailFieldList fields={fields} layout="grid" />}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
