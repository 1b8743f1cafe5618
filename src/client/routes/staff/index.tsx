import { createFileRoute } from '@tanstack/react-router';
import { WorkbenchPage } from '../../features/work/workbench/components/workbench-page';

export const Route = createFileRoute('/staff/')({
  component: WorkbenchPage,
});
