import { createFileRoute } from '@tanstack/react-router';
import { AppListPage } from '../../../features/access/apps/components/app-list-page';

export const Route = createFileRoute('/staff/(access)/app-list')({
  staticData: { staffPage: 'AppList' },
  component: AppListPage,
});
