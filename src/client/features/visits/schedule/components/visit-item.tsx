/** One visit as the schedule shows it: a link to the subject's calendar, its status and flags. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ScheduleRow } from '../../../../../shared/api/visits/schedule';
import { cycleVisitName } from '../../../../../shared/domain/visits/anchoring';
import { VISIT_STATUS_LABELS } from '../../../../../shared/domain/visits/schedule';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ListLink } from '../../../../ui/list-link';
import { scheduleMessages } from '../messages';

/** The status (always, or only when not planned) and the flags as chips. */
export function VisitFlags({ row, withStatus = false }: { row: ScheduleRow; withStatus?: boolean }) {
  const t = useMessages(scheduleMessages);
  const { locale } = useLocale();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {(withStatus || row.status !== 'planned') && (
        <Chip size="small" label={VISIT_STATUS_LABELS[row.status][locale]} />
      )}
      {row.dueToday && <Chip size="small" color="primary" label={t.dueToday} />}
      {row.overdue && <Chip size="small" color="error" label={t.overdue} />}
      {row.outOfWindow && <Chip size="small" color="warning" label={t.outOfWindow} />}
    </Stack>
  );
}

/** Subject number and initials, linked to the subject's visit calendar in its project. */
export function SubjectLink({ row }: { row: ScheduleRow }) {
  const t = useMessages(scheduleMessages);
  const subject = `${row.subjectNumber} (${row.initials})`;
  return (
    <ListLink
      link={{
        to: '/staff/projects/$projectId/visits',
        params: { projectId: row.projectId },
        search: { subjectId: row.subjectId },
      }}
      aria-label={format(t.openCalendar, { subject: row.subjectNumber })}
    >
      {subject}
    </ListLink>
  );
}

/** The visit's name for its cycle: the plan's CnD1 numbered (C2D1), else the cycle in brackets. */
export const visitLabel = (row: ScheduleRow) =>
  cycleVisitName(row.visitName, row.cycle) ?? (row.cycle > 1 ? `${row.visitName} (${row.cycle})` : row.visitName);

export function VisitItem({ row, showProject }: { row: ScheduleRow; showProject: boolean }) {
  return (
    <Stack component="li" spacing={0.25} sx={{ py: 0.5, borderTop: 1, borderColor: 'divider' }}>
      <SubjectLink row={row} />
      <span>{visitLabel(row)}</span>
      {showProject && <small>{row.projectName}</small>}
      <VisitFlags row={row} />
    </Stack>
  );
}
