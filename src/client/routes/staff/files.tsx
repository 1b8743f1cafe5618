import { createFileRoute } from '@tanstack/react-router';
import { FilesPage } from '../../features/staff-files/components/files-page';

export const Route = createFileRoute('/staff/files')({
  staticData: { staffPage: 'FileManage' },
  component: FilesPage,
});
