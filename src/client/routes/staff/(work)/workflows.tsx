import { createFileRoute } from '@tanstack/react-router';
import { WorkflowsPage } from '../../../features/work/approvals/components/workflows-page';

export const Route = createFileRoute('/staff/(work)/workflows')({
  staticData: { staffPage: 'Workflows' },
  component: WorkflowsPage,
});
