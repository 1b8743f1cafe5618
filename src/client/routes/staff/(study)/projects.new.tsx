import { createFileRoute } from '@tanstack/react-router';
import { NewProjectPage } from '../../../features/study/projects/components/new-project-page';

export const Route = createFileRoute('/staff/(study)/projects/new')({
  staticData: { staffPage: 'ProjectManage', staffCrumb: 'newProject' },
  component: NewProjectPage,
});
