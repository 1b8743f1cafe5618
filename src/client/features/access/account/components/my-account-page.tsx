/** My account: profile, avatar and password. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { accountMessages } from '../messages';
import { accountQueries } from '../queries';
import { AvatarUpload } from './avatar-upload';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

export function MyAccountPage() {
  const t = useMessages(accountMessages);
  useDocumentTitle(t.title);
  const profile = useQuery(accountQueries.profile());
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      {profile.isPending && <Skeleton variant="rounded" height={200} />}
      {profile.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void profile.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {profile.data && (
        <>
          <AvatarUpload profile={profile.data} />
          <Divider />
          {/* Keyed by version: a profile saved elsewhere restarts the form with its values. */}
          <ProfileForm key={profile.data.version} profile={profile.data} />
        </>
      )}
      <Divider />
      <ChangePasswordForm />
    </Stack>
  );
}
