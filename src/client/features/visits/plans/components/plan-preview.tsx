/** The draft's schedule expanded for an example anchor day (expandPlan), updated as the visits are typed. */
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { hospitalDay, isCalendarDate } from '../../../../../shared/domain/hospital-time';
import { expandPlan, type PlanVisitSpec } from '../../../../../shared/domain/visits/schedule';
import { useMessages } from '../../../../lib/i18n';
import { planMessages } from '../messages';

/** Long plans (many cycles) are cut here: the preview is for checking, not the calendar itself. */
const PREVIEW_ROWS_MAX = 120;

export function PlanPreview({ visits }: { visits: PlanVisitSpec[] }) {
  const t = useMessages(planMessages);
  const [anchorDay, setAnchorDay] = useState(() => hospitalDay(Date.now()));
  const rows = useMemo(
    () => (isCalendarDate(anchorDay) ? expandPlan(visits, anchorDay).slice(0, PREVIEW_ROWS_MAX) : []),
    [visits, anchorDay],
  );
  return (
    <Stack component="section" aria-label={t.preview} spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {t.preview}
      </Typography>
      <TextField
        type="date"
        label={t.exampleAnchor}
        size="small"
        value={anchorDay}
        onChange={(event) => setAnchorDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 200 }}
      />
      <Table size="small" aria-label={t.previewTable}>
        <TableHead>
          <TableRow>
            <TableCell>{t.visitName}</TableCell>
            <TableCell>{t.group}</TableCell>
            <TableCell>{t.cycle}</TableCell>
            <TableCell>{t.plannedDate}</TableCell>
            <TableCell>{t.window}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.code}#${row.cycle}`}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.groupName ?? ''}</TableCell>
              <TableCell>{row.cycle}</TableCell>
              <TableCell>{row.plannedDate}</TableCell>
              <TableCell>{`${row.windowStart} ~ ${row.windowEnd}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
