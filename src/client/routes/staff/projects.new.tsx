import { createFileRoute } from '@tanstack/react-router';
import { NewProjectPage } from '../../features/staff-projects/components/new-project-page';

export const Route = createFileRoute('/staff/projects/new')({
  staticData: { staffPage: 'ProjectManage', staffCrumb: 'newProject' },
  component: NewProjectPage,
});
