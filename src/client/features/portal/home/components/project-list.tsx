import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { DictBatch } from '../../../../../shared/api/study';
import type { ProjectSummary } from '../../../../../shared/api/portal/portal';
import { useMessages } from '../../../../lib/i18n';
import { useRenderClock } from '../../../../lib/render-clock';
import { homeMessages } from '../messages';
import { ProjectCard } from './project-card';
import { visuallyHidden } from './visually-hidden';

const SKELETON_CARDS = 3;

export interface ProjectListProps {
  rows: ProjectSummary[] | undefined;
  /** True while a newer page is on its way (the rows shown are the previous ones). */
  refreshing: boolean;
  error: Error | null;
  onRetry: () => void;
  dictionaries: DictBatch | undefined;
  newWindowMs: number;
  onOpen: (project: ProjectSummary, opener: HTMLElement) => void;
}

function SkeletonCard() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Skeleton variant="rounded" width={64} height={24} sx={{ mb: 1 }} />
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="40%" />
      </CardContent>
    </Card>
  );
}

function LoadingCards({ label }: { label: string }) {
  return (
    <Stack spacing={2} data-testid="project-skeletons">
      <Box role="status" sx={visuallyHidden}>
        {label}
      </Box>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </Stack>
  );
}

/** The cards of one page, or skeletons, the empty text or the failure, whichever applies. */
export function ProjectList({ rows, refreshing, error, onRetry, dictionaries, newWindowMs, onOpen }: ProjectListProps) {
  const t = useMessages(homeMessages);
  // One clock per page of rows, so a card never flips its badge while it is shown.
  const clock = useRenderClock();
  const now = useMemo(() => (rows ? clock() : 0), [rows, clock]);
  if (!rows && error) {
    return (
      <Box
        role="alert"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 2,
          border: 1,
          borderColor: 'error.main',
          borderRadius: 1,
        }}
      >
        <Typography sx={{ flex: 1, color: 'error.dark' }}>
          {t.loadFailed}
          {error.message ? `：${error.message}` : ''}
        </Typography>
        <Button color="error" variant="outlined" size="small" onClick={onRetry}>
          {t.retry}
        </Button>
      </Box>
    );
  }
  if (!rows) return <LoadingCards label={t.loading} />;
  if (rows.length === 0) {
    return (
      <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {t.noData}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} aria-busy={refreshing} sx={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      {rows.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          dictionaries={dictionaries}
          now={now}
          newWindowMs={newWindowMs}
          onOpen={onOpen}
        />
      ))}
    </Stack>
  );
}
