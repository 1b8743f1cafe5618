/** The project's subjects: number, initials, status tag, dates, reason, and a menu of the actions allowed now. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { Subject } from '../../../../../shared/api/recruitment/subjects';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { SCREEN_FAIL_REASONS, WITHDRAW_REASONS } from '../../../../../shared/domain/recruitment/reasons';
import {
  SUBJECT_ACTION_LABELS,
  SUBJECT_STATUS_LABELS,
  type SubjectAction,
  type SubjectStatus,
} from '../../../../../shared/domain/recruitment/subject-status';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { ViewSubjectLink } from '../../subject-page/components/view-subject-link';
import { subjectMessages } from '../messages';

const STATUS_COLORS: Record<SubjectStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  screening: 'info',
  screenFailed: 'warning',
  enrolled: 'success',
  completed: 'default',
  withdrawn: 'error',
};

export function SubjectStatusTag({ subject }: { subject: Subject }) {
  const t = useMessages(subjectMessages);
  const { locale } = useLocale();
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip size="small" color={STATUS_COLORS[subject.status]} label={SUBJECT_STATUS_LABELS[subject.status][locale]} />
      {subject.invalid && <Chip size="small" variant="outlined" color="error" label={t.invalid} />}
    </Stack>
  );
}

function ActionMenu({ subject, actions, onAction }: { subject: Subject; actions: SubjectAction[]; onAction: Action }) {
  const t = useMessages(subjectMessages);
  const { locale } = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  const choose = (action: SubjectAction | 'edit') => {
    setAnchor(null);
    onAction(subject, action);
  };
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-label={format(t.actionsOf, { number: subject.subjectNumber })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t.actions}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {SUBJECT_ACTION_LABELS[action][locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

type Action = (subject: Subject, action: SubjectAction | 'edit') => void;

export interface SubjectTableProps {
  rows: Subject[];
  loading: boolean;
  failed: boolean;
  /** The actions the user may take on a row now (machine and permissions). */
  actionsOf: (subject: Subject) => SubjectAction[];
  canEdit: boolean;
  onRetry: () => void;
  onAction: Action;
}

export function SubjectTable({ rows, loading, failed, actionsOf, canEdit, onRetry, onAction }: SubjectTableProps) {
  const t = useMessages(subjectMessages);
  const { locale } = useLocale();
  const reasonOf = (subject: Subject) =>
    dictEntryLabel(subject.status === 'withdrawn' ? WITHDRAW_REASONS : SCREEN_FAIL_REASONS, subject.reasonCode, locale);
  return (
    <TableContainer>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            <TableCell>{t.subjectNumber}</TableCell>
            <TableCell>{t.initials}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.screeningDate}</TableCell>
            <TableCell>{t.consentDate}</TableCell>
            <TableCell>{t.enrolledDate}</TableCell>
            <TableCell>{t.endedDate}</TableCell>
            <TableCell>{t.reason}</TableCell>
            <TableCell>{t.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates colSpan={9} loading={loading} failed={failed} empty={rows.length === 0} onRetry={onRetry} />
          {!loading &&
            rows.map((subject) => (
              <TableRow key={subject.id} hover>
                <TableCell>{subject.subjectNumber}</TableCell>
                <TableCell>{subject.initials}</TableCell>
                <TableCell>
                  <SubjectStatusTag subject={subject} />
                </TableCell>
                <TableCell>{subject.screeningDate}</TableCell>
                <TableCell>{subject.consentDate ?? ''}</TableCell>
                <TableCell>{subject.enrolledDate ?? ''}</TableCell>
                <TableCell>{subject.endedDate ?? ''}</TableCell>
                <TableCell sx={{ maxWidth: 240 }}>
                  {[reasonOf(subject), subject.reason, subject.invalidReason].filter(Boolean).join('；')}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    <ViewSubjectLink
                      projectId={subject.projectId}
                      subjectId={subject.id}
                      subjectNumber={subject.subjectNumber}
                    />
                    {canEdit && !subject.invalid && (
                      <Button size="small" onClick={() => onAction(subject, 'edit')}>
                        {t.edit}
                      </Button>
                    )}
                    <ActionMenu subject={subject} actions={actionsOf(subject)} onAction={onAction} />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
