/** One role: its details, its permission editor and its reports (read-only without the 'role:permission' button). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { useCan } from '../../auth/use-staff-session';
import { RoleReportsSection } from '../../reports/components/role-reports';
import { roleMessages } from '../messages';
import { roleQueries } from '../queries';
import { PermissionEditor } from './permission-editor';

export function RoleDetailPage({ roleId }: { roleId: number }) {
  const t = useMessages(roleMessages);
  const can = useCan();
  const role = useQuery(roleQueries.detail(roleId));
  const catalogue = useQuery(roleQueries.catalogue());
  useDocumentTitle(role.data ? `${t.title} - ${role.data.name}` : t.title);
  if (role.isError || catalogue.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void Promise.all([role.refetch(), catalogue.refetch()])}>
            {t.retry}
          </Button>
        }
      >
        {t.loadFailed}
      </Alert>
    );
  }
  if (!role.data || !catalogue.data)
    return <Skeleton variant="rounded" height={240} data-testid="role-detail-skeleton" />;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h1">
            {role.data.name}
          </Typography>
          {role.data.isDefaultRegistration && <Chip size="small" color="primary" label={t.defaultRegistration} />}
        </Stack>
        <Typography color="text.secondary">
          {t.code}: {role.data.code} · {t.users}: {role.data.userCount}
        </Typography>
        {role.data.description && <Typography sx={{ mt: 1 }}>{role.data.description}</Typography>}
      </Paper>
      {/* Keyed by version: a saved (or elsewhere changed) role starts the editor afresh. */}
      <PermissionEditor
        key={role.data.version}
        role={role.data}
        catalogue={catalogue.data}
        readOnly={!can('role:permission')}
      />
      <RoleReportsSection roleId={roleId} readOnly={!can('role:permission')} />
    </Stack>
  );
}
