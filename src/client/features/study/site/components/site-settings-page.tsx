/** 站点设置 / Site settings (page SiteSettings): the white-label settings of the portal. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../../../../../shared/domain/study/files';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { siteMessages } from '../messages';
import { siteSettingsQueries } from '../queries';
import { HisConnectionSection } from './his-connection-section';
import { SiteSettingsForm } from './site-settings-form';

export function SiteSettingsPage() {
  const t = useMessages(siteMessages);
  useDocumentTitle(t.title);
  const settings = useQuery(siteSettingsQueries.settings());
  const limit = useQuery(siteSettingsQueries.uploadLimit());
  // A new generation starts the form again from the settings (discard, reload after a conflict).
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await settings.refetch();
    setGeneration((n) => n + 1);
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      {settings.isPending && <Skeleton variant="rounded" height={320} />}
      {settings.isError && !settings.data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void settings.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {settings.data && (
        <SiteSettingsForm
          key={generation}
          settings={settings.data}
          maxBytes={limit.data ?? DEFAULT_UPLOAD_MAX_BYTES}
          onReload={() => void reload()}
        />
      )}
      {settings.data && <HisConnectionSection />}
    </Stack>
  );
}
