/**
 * Add a member to the project, or change a member's roles in it: a user search (adding
 * only) and the roles the signed-in manager may give there. The server re-checks both.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ProjectMember, TeamCandidate } from '../../../../../shared/api/study/project-team';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { projectTeamMessages } from '../messages';
import { projectTeamQueries } from '../queries';
import { useSaveMember } from '../use-team-actions';

export interface TeamMemberDialogProps {
  projectId: number;
  /** The member whose roles change; absent to add someone. */
  member?: ProjectMember;
  /** Those already on the team: changed through their own row, so not offered to add. */
  memberIds: number[];
  onClose: () => void;
}

export function TeamMemberDialog({ projectId, member, memberIds, onClose }: TeamMemberDialogProps) {
  const t = useMessages(projectTeamMessages);
  const [input, setInput] = useState('');
  const keyword = useDeferredValue(input.trim());
  const candidates = useQuery({ ...projectTeamQueries.candidates(projectId, keyword), enabled: !member });
  const roles = useQuery(projectTeamQueries.roleOptions(projectId)).data ?? [];
  const [user, setUser] = useState<TeamCandidate | null>(null);
  const [roleIds, setRoleIds] = useState<number[]>(() => member?.roles.map((role) => role.id) ?? []);
  const [errors, setErrors] = useState<{ userId?: string; roleIds?: string; form?: string }>({});
  const save = useSaveMember(projectId);
  // Roles the member holds that the manager may not give still show, fixed.
  const shown = [...roles, ...(member?.roles ?? []).filter((held) => !roles.some((role) => role.id === held.id))];
  const grantable = new Set(roles.map((role) => role.id));

  const submit = () => {
    const userId = member?.userId ?? user?.userId;
    const found = { ...(!userId && { userId: t.pickUser }), ...(roleIds.length === 0 && { roleIds: t.pickRole }) };
    setErrors(found);
    if (!userId || Object.keys(found).length > 0) return;
    save.mutate(
      { userId, roleIds },
      {
        onSuccess: onClose,
        onError: (error) => {
          const problem = fieldProblemOf(error);
          if (problem?.field === 'userId' || problem?.field === 'roleIds') setErrors({ [problem.field]: problem.text });
          else setErrors({ form: failureText(error, t.saveFailed) });
        },
      },
    );
  };

  return (
    <FormDialog
      title={member ? format(t.editTitle, { name: member.realname }) : t.addTitle}
      busy={save.isPending}
      error={errors.form}
      onSubmit={submit}
      onClose={onClose}
    >
      {!member && (
        <Autocomplete
          options={(candidates.data ?? []).filter((candidate) => !memberIds.includes(candidate.userId))}
          loading={candidates.isFetching}
          value={user}
          onChange={(_, next) => setUser(next)}
          inputValue={input}
          onInputChange={(_, next) => setInput(next)}
          getOptionLabel={(option) => `${option.realname}（${option.userName}）`}
          isOptionEqualToValue={(option, value) => option.userId === value.userId}
          filterOptions={(options) => options}
          noOptionsText={t.noCandidates}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t.user}
              required
              error={!!errors.userId}
              helperText={errors.userId ?? t.userHint}
              autoFocus
            />
          )}
        />
      )}
      <FormControl component="fieldset" error={!!errors.roleIds} required>
        <FormLabel component="legend">{t.pickRoles}</FormLabel>
        <FormGroup>
          {shown.map((role) => (
            <FormControlLabel
              key={role.id}
              label={role.name}
              disabled={!grantable.has(role.id)}
              control={
                <Checkbox
                  checked={roleIds.includes(role.id)}
                  onChange={(event) =>
                    setRoleIds(event.target.checked ? [...roleIds, role.id] : roleIds.filter((id) => id !== role.id))
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{errors.roleIds ?? t.rolesHint}</FormHelperText>
      </FormControl>
    </FormDialog>
  );
}
