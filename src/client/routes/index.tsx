import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, DEFAULT_RECRUIT_STATUS } from '../../shared/domain/constants';
import { pageOffset } from '../../shared/domain/rules';
import { ProjectList } from '../features/home/components/project-list';
import { homeMessages } from '../features/home/messages';
import { projectListQueries } from '../features/home/queries';
import { useDocumentTitle } from '../lib/document-title';
import { useMessages } from '../lib/i18n';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const t = useMessages(homeMessages);
  useDocumentTitle(t.title);
  const search = {
    offset: pageOffset(1, DEFAULT_PAGE_SIZE),
    limit: DEFAULT_PAGE_SIZE,
    recruitStatus: DEFAULT_RECRUIT_STATUS,
  };
  const { data } = useQuery(projectListQueries.page(search));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t.title}
      </Typography>
      {data ? <ProjectList rows={data.rows} total={data.total} /> : <Skeleton variant="rounded" height={160} />}
    </>
  );
}
