import { createFileRoute } from '@tanstack/react-router';
import { FilesPage } from '../../../features/study/files/components/files-page';

export const Route = createFileRoute('/staff/(study)/files')({
  staticData: { staffPage: 'FileManage' },
  component: FilesPage,
});
