import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import type { ProjectSummary } from '../../../../shared/api/portal';
import { formatDate } from '../../../lib/dates';
import { format, useMessages } from '../../../lib/i18n';
import { homeMessages } from '../messages';

export function ProjectList({ rows, total }: { rows: ProjectSummary[]; total: number }) {
  const t = useMessages(homeMessages);
  if (rows.length === 0) return <Typography role="status">{t.noData}</Typography>;
  return (
    <Stack spacing={2} component="section" aria-label={format(t.total, { total })}>
      <Typography variant="body2">{format(t.total, { total })}</Typography>
      {rows.map((project) => (
        <Card key={project.id} component="article" data-testid="project-card">
          <CardContent>
            <Typography variant="h6" component="h2">
              {project.name}
            </Typography>
            <Typography variant="body2">
              {project.testedDiseases} · {formatDate(project.actionTime)}
            </Typography>
            <Typography variant="body2">
              {t.trialDrug}: {project.trialMedicine}
            </Typography>
            <Typography variant="body2">
              {t.indication}: {project.indication}
            </Typography>
            <Link to="/projectdviewetail/$projectId" params={{ projectId: project.id }}>
              {t.viewDetails}
            </Link>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
