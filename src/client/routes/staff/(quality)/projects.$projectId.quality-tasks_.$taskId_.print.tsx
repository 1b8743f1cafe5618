/** A check task's QC report print; not nested in the detail's route, so the detail does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CheckTaskPrint } from '../../../features/quality/check-tasks/components/check-task-print';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-tasks_/$taskId_/print')({
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
  component: PrintRoute,
});

function PrintRoute() {
  const { projectId, taskId } = Route.useParams();
  return <CheckTaskPrint projectId={projectId} id={taskId} />;
}
