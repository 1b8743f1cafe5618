/** A project's progress at a glance: its team, its doctors, and its milestones (done, overdue, next). */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { format, useMessages } from '../../../../lib/i18n';
import { projectManageMessages } from '../messages';
import { projectManageQueries } from '../queries';

export function ProjectKeyCounts({ projectId }: { projectId: number }) {
  const t = useMessages(projectManageMessages);
  const titleId = useId();
  const { data } = useQuery(projectManageQueries.counts(projectId));
  if (!data) return null;
  const { milestones } = data;
  const doneText = format(t.milestonesDone, { done: milestones.done, total: milestones.total });
  const percent = milestones.total > 0 ? Math.round((milestones.done / milestones.total) * 100) : 0;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="caption" color="text.secondary" component="h2">
        {t.keyCounts}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">{format(t.members, { n: data.members })}</Typography>
        <Typography variant="body2">{format(t.doctorsCount, { n: data.doctors })}</Typography>
        {milestones.total === 0 ? (
          <Typography variant="body2">{t.noMilestones}</Typography>
        ) : (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{doneText}</Typography>
              <LinearProgress variant="determinate" value={percent} aria-label={doneText} sx={{ width: 96 }} />
            </Stack>
            {milestones.overdue > 0 && (
              <Typography variant="body2" color="error">
                {format(t.milestonesOverdue, { n: milestones.overdue })}
              </Typography>
            )}
            {milestones.nextDue && (
              <Typography variant="body2">
                {format(t.nextMilestone, { name: milestones.nextDue.name, date: milestones.nextDue.plannedDate })}
              </Typography>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
