/** One check task; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CheckTaskDetail } from '../../../features/quality/check-tasks/components/check-task-detail';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-tasks_/$taskId')({
  staticData: { projectPage: 'QualityCheckTasks' },
  params: {
    parse: ({ projectId, taskId }) => {
      const project = idParam(projectId);
      const task = idParam(taskId);
      if (project === undefined || task === undefined) throw notFound();
      return { projectId: project, taskId: task };
    },
    stringify: ({ projectId, taskId }) => ({ projectId: String(projectId), taskId: String(taskId) }),
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { projectId, taskId } = Route.useParams();
  return <CheckTaskDetail projectId={projectId} id={taskId} />;
}
