/** Assign a user's system roles and project roles; each part is saved only when it changed. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserDetail, UserRow } from '../../../../../shared/api/access/users';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { userMessages } from '../messages';
import { userQueries } from '../queries';
import { useSetProjectRoles, useSetRoles } from '../use-user-actions';
import { ProjectRoleEditor, type ProjectRolePair } from './project-role-editor';

const idsKey = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');
const pairKey = (pairs: ProjectRolePair[]) =>
  pairs
    .map((pair) => `${pair.projectId}:${pair.roleId}`)
    .sort()
    .join(',');

/** Saves what changed: the system roles, then the project roles with the version that answered. */
function useAssignRoles(user: UserDetail, onDone: () => void) {
  const t = useMessages(userMessages);
  const setRoles = useSetRoles();
  const setProjectRoles = useSetProjectRoles();
  const [error, setError] = useState<string>();
  const save = async (roleIds: number[], pairs: ProjectRolePair[]) => {
    setError(undefined);
    try {
      let version = user.version;
      if (idsKey(roleIds) !== idsKey(user.roles.map((role) => role.id))) {
        version = (await setRoles.mutateAsync({ id: user.id, roleIds, version })).version;
      }
      if (pairKey(pairs) !== pairKey(user.projectRoles)) {
        const assignments = pairs.map(({ projectId, roleId }) => ({ projectId, roleId }));
        await setProjectRoles.mutateAsync({ id: user.id, assignments, version });
      }
      onDone();
    } catch (failure) {
      setError(failureText(failure, t.saveFailed));
    }
  };
  return { save, error, busy: setRoles.isPending || setProjectRoles.isPending };
}

function AssignForm({ user, onClose }: { user: UserDetail; onClose: () => void }) {
  const t = useMessages(userMessages);
  const roles = useQuery(userQueries.roleOptions());
  const assign = useAssignRoles(user, onClose);
  const [roleIds, setRoleIds] = useState(() => user.roles.map((role) => role.id));
  const [pairs, setPairs] = useState<ProjectRolePair[]>(() => user.projectRoles);
  const toggle = (id: number, on: boolean) =>
    setRoleIds(on ? [...roleIds, id] : roleIds.filter((other) => other !== id));
  return (
    <>
      <DialogContent>
        {assign.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {assign.error}
          </Alert>
        )}
        {roles.isError && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void roles.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {t.loadFailed}
          </Alert>
        )}
        <Typography component="h3" variant="subtitle1">
          {t.systemRoles}
        </Typography>
        <FormGroup aria-label={t.systemRoles} sx={{ mb: 2 }}>
          {(roles.data ?? []).map((role) => (
            <FormControlLabel
              key={role.id}
              label={role.name}
              control={
                <Checkbox
                  checked={roleIds.includes(role.id)}
                  onChange={(event) => toggle(role.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <Typography component="h3" variant="subtitle1">
          {t.projectRoles}
        </Typography>
        <ProjectRoleEditor pairs={pairs} roles={roles.data ?? []} onChange={setPairs} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={assign.busy}>
          {t.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void assign.save(roleIds, pairs)}
          loading={assign.busy}
          disabled={!roles.data}
        >
          {t.save}
        </Button>
      </DialogActions>
    </>
  );
}

export function AssignRolesDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const t = useMessages(userMessages);
  const detail = useQuery(userQueries.detail(user.id));
  return (
    <Dialog open onClose={onClose} aria-labelledby="assign-roles-title" fullWidth maxWidth="sm">
      <DialogTitle id="assign-roles-title">{format(t.assignTitle, { name: user.realname })}</DialogTitle>
      {detail.data ? (
        <AssignForm user={detail.data} onClose={onClose} />
      ) : (
        <DialogContent>
          {detail.isError ? <Alert severity="error">{t.loadFailed}</Alert> : <Skeleton height={120} />}
        </DialogContent>
      )}
    </Dialog>
  );
}
