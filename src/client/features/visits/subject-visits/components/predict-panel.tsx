/** The dates the project's published plan would give from an anchor day, before a subject is enrolled. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { visitLabel } from './visit-dialogs';
import { subjectVisitMessages } from '../messages';
import { subjectVisitQueries } from '../queries';
import { isCalendarDate } from '../../../../../shared/domain/hospital-time';

export function PredictPanel({ projectId, initialDay }: { projectId: number; initialDay: string }) {
  const t = useMessages(subjectVisitMessages);
  const [anchorDate, setAnchorDate] = useState(initialDay);
  const valid = isCalendarDate(anchorDate);
  const prediction = useQuery({ ...subjectVisitQueries.predict(projectId, anchorDate), enabled: valid });
  const data = prediction.data;
  return (
    <Paper variant="outlined" component="section" aria-label={t.predict} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t.predict}
        </Typography>
        <TextField
          label={t.anchorDate}
          type="date"
          value={anchorDate}
          onChange={(event) => setAnchorDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 220 }}
        />
        {prediction.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void prediction.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {t.loadFailed}
          </Alert>
        )}
        {valid && prediction.isPending && <Skeleton variant="rectangular" height={80} />}
        {data && !data.plan && <Typography color="text.secondary">{t.predictNoPlan}</Typography>}
        {data?.plan && (
          <Table size="small" aria-label={t.predictTable}>
            <TableHead>
              <TableRow>
                <TableCell>{t.visit}</TableCell>
                <TableCell>{t.plannedDate}</TableCell>
                <TableCell>{t.window}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.visits.map((visit) => (
                <TableRow key={`${visit.visitCode}#${visit.cycle}`}>
                  <TableCell>{visitLabel(visit, t.cycle)}</TableCell>
                  <TableCell>{visit.plannedDate}</TableCell>
                  <TableCell>
                    {visit.windowStart} ~ {visit.windowEnd}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
