import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { QR_SIZE_PX } from '../../../../../shared/domain/constants';
import { useMessages } from '../../../../lib/i18n';
import { projectMessages } from '../messages';

/** The overview's shape while the project loads: title, QR, facts, steps and a table. */
export function ProjectOverviewSkeleton() {
  const t = useMessages(projectMessages);
  return (
    <Box role="status" aria-label={t.loading} aria-busy data-testid="project-overview-skeleton">
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="rounded" width={180} height={28} sx={{ mt: 2 }} />
        </Box>
        <Skeleton variant="rectangular" width={QR_SIZE_PX} height={QR_SIZE_PX} />
      </Box>
      <Box sx={{ mt: 3, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} variant="text" height={44} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={72} sx={{ mt: 3 }} />
      <Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />
    </Box>
  );
}
