/** A subject's visits grouped by visit group: days, window, status and flags in words, and the actions allowed now. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import type { SubjectVisit } from '../../../../../shared/api/visits/subject-visits';
import { VISIT_STATUS_LABELS, canVisitTransition } from '../../../../../shared/domain/visits/schedule';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { subjectVisitMessages } from '../messages';
import { visitLabel } from './visit-dialogs';

export type VisitAction = 'schedule' | 'record' | 'miss' | 'reset';

export interface VisitCalendarProps {
  visits: SubjectVisit[];
  canRecord: boolean;
  onAction: (action: VisitAction, visit: SubjectVisit) => void;
}

/** Groups in the order their first visit comes; visits keep the server's (calendar) order. */
function byGroup(visits: SubjectVisit[]): [string | null, SubjectVisit[]][] {
  const groups = new Map<string | null, SubjectVisit[]>();
  for (const visit of visits) groups.set(visit.groupName, [...(groups.get(visit.groupName) ?? []), visit]);
  return [...groups.entries()];
}

function VisitFlags({ visit }: { visit: SubjectVisit }) {
  const t = useMessages(subjectVisitMessages);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {visit.overdue && <Chip size="small" color="error" label={t.overdue} />}
      {visit.dueToday && <Chip size="small" color="info" label={t.dueToday} />}
      {visit.outOfWindow && <Chip size="small" color="warning" label={t.outOfWindow} />}
      {visit.status === 'planned' && visit.planDateReason && (
        <Chip size="small" variant="outlined" color="warning" label={t.outsidePlan} title={visit.planDateReason} />
      )}
    </Stack>
  );
}

function VisitActions({ visit, onAction }: { visit: SubjectVisit; onAction: VisitCalendarProps['onAction'] }) {
  const t = useMessages(subjectVisitMessages);
  const name = visitLabel(visit, t.cycle);
  const button = (action: VisitAction, label: string) => (
    <Button key={action} size="small" aria-label={`${label} ${name}`} onClick={() => onAction(action, visit)}>
      {label}
    </Button>
  );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {visit.status === 'planned' && button('schedule', t.schedule)}
      {canVisitTransition('record', visit.status) && button('record', t.record)}
      {canVisitTransition('miss', visit.status) && button('miss', t.miss)}
      {canVisitTransition('reset', visit.status) && button('reset', t.reset)}
    </Stack>
  );
}

export function VisitCalendar({ visits, canRecord, onAction }: VisitCalendarProps) {
  const t = useMessages(subjectVisitMessages);
  const { locale } = useLocale();
  const columns = canRecord ? 7 : 6;
  return (
    <TableContainer>
      <Table size="small" aria-label={t.calendar}>
        <TableHead>
          <TableRow>
            <TableCell>{t.visit}</TableCell>
            <TableCell>{t.plannedDate}</TableCell>
            <TableCell>{t.window}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.executedDate}</TableCell>
            <TableCell>{t.flags}</TableCell>
            {canRecord && <TableCell>{t.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {byGroup(visits).map(([group, rows]) => (
            <Fragment key={group ?? ''}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={columns}
                  sx={{ fontWeight: 600, bgcolor: 'action.hover' }}
                >
                  {group ?? t.ungrouped}
                </TableCell>
              </TableRow>
              {rows.map((visit) => (
                <TableRow key={visit.id} sx={visit.overdue ? { '& td': { color: 'error.main' } } : undefined}>
                  <TableCell>{visitLabel(visit, t.cycle)}</TableCell>
                  <TableCell>{visit.plannedDate}</TableCell>
                  <TableCell>
                    {visit.windowStart} ~ {visit.windowEnd}
                  </TableCell>
                  <TableCell>{VISIT_STATUS_LABELS[visit.status][locale]}</TableCell>
                  <TableCell>{visit.executedDate ?? '—'}</TableCell>
                  <TableCell>
                    <VisitFlags visit={visit} />
                  </TableCell>
                  {canRecord && (
                    <TableCell>
                      <VisitActions visit={visit} onAction={onAction} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
