import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { projectQueries } from '../features/project/queries';
import { useDocumentTitle } from '../lib/document-title';

export const Route = createFileRoute('/projectdviewetail/$projectId')({
  params: {
    parse: ({ projectId }) => {
      const id = Number(projectId);
      if (!Number.isInteger(id) || id < 1) throw notFound();
      return { projectId: id };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectQueries.detail(params.projectId)),
  component: ProjectDetailPage,
});

function ProjectDetailPage() {
  const { projectId } = Route.useParams();
  const { data: project } = useSuspenseQuery(projectQueries.detail(projectId));
  useDocumentTitle(`项目详情页 - ${project.name}`);
  return (
    <Typography variant="h4" component="h1">
      {project.name}
    </Typography>
  );
}
