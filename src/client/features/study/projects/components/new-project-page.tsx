/** Create a project: the empty form; after saving, the new draft's view opens on its doctors. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { projectManageMessages } from '../messages';
import { ProjectForm } from './project-form';

export function NewProjectPage() {
  const t = useMessages(projectManageMessages);
  const navigate = useNavigate();
  useDocumentTitle(t.createTitle);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t.createTitle}
      </Typography>
      <ProjectForm
        onSaved={({ id }) => {
          void navigate({
            to: '/staff/projects/$projectId/overview',
            params: { projectId: id },
            search: { tab: 'doctors' },
          });
        }}
      />
    </Stack>
  );
}
