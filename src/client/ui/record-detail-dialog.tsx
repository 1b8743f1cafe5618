/**
 * The dialog that shows one listed record opened by id (a concomitant medication, a protocol
 * violation, as linked from the task inbox): its fields once found, '…' while loading, the
 * not-found text otherwise, and the moves the list row offers besides the close button.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type DetailField, DetailFieldList } from './detail-field-list';

/** What a list page hands the detail of the record named in the URL: the same moves as its row. */
export interface RecordDetailProps<Row, Action extends string> {
  projectId: number;
  id: number;
  actionsOf: (row: Row) => Action[];
  onAction: (row: Row, action: Action) => void;
  onClose: () => void;
}

export interface RecordDetailDialogProps<Action extends string> {
  title: string;
  /** The record's fields, or undefined while it is not (yet) found. */
  fields: DetailField[] | undefined;
  pending: boolean;
  notFoundText: string;
  closeLabel: string;
  /** The moves to offer, in order; those without a label are left out. */
  actions: Action[];
  labels: Partial<Record<Action, string>>;
  onAction: (action: Action) => void;
  onClose: () => void;
  /** More about the record below its fields (e.g. its SDV and query marks). */
  children?: ReactNode;
}

export function RecordDetailDialog<Action extends string>({
  title,
  fields,
  pending,
  notFoundText,
  closeLabel,
  actions,
  labels,
  onAction,
  onClose,
  children,
}: RecordDetailDialogProps<Action>) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {fields ? (
          <Stack spacing={2}>
            <DetailFieldList fields={fields} layout="stacked" />
            {children}
          </Stack>
        ) : (
          <Typography color="text.secondary">{pending ? '…' : notFoundText}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        {fields &&
          actions
            .filter((action) => labels[action])
            .map((action) => (
              <Button key={action} onClick={() => onAction(action)}>
                {labels[action]}
              </Button>
            ))}
        <Button onClick={onClose}>{closeLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
