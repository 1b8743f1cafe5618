/**
 * The user-project-role assignment: current (project, role) pairs and a row to add one.
 * Any project can be chosen, whatever its recruitment status (a stopped study still has a team).
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ProjectOption } from '../../../../../shared/api/study';
import type { RoleOption } from '../../../../../shared/api/access/roles';
import { searchTextSchema } from '../../../../../shared/api/contract/staff-fields';
import { RECRUIT_STATUS_FALLBACK_LABELS, isRecruitStatus } from '../../../../../shared/domain/portal';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { RecruitStatusTag } from '../../../../ui/recruit-status-tag';
import { userMessages } from '../messages';
import { userQueries } from '../queries';

export interface ProjectRolePair {
  projectId: number;
  projectName: string;
  roleId: number;
  roleName: string;
}

export interface ProjectRoleEditorProps {
  pairs: ProjectRolePair[];
  roles: RoleOption[];
  onChange: (pairs: ProjectRolePair[]) => void;
}

export function ProjectRoleEditor({ pairs, roles, onChange }: ProjectRoleEditorProps) {
  const t = useMessages(userMessages);
  const { locale } = useLocale();
  const [input, setInput] = useState('');
  // The server refuses longer keywords; a pasted long name still searches by its start.
  const keyword = useDeferredValue(input.trim().slice(0, searchTextSchema.maxLength));
  const { data: projects = [], isFetching } = useQuery(userQueries.projectOptions(keyword));
  const [project, setProject] = useState<ProjectOption | null>(null);
  const statusLabel = (status: string) =>
    isRecruitStatus(status) ? RECRUIT_STATUS_FALLBACK_LABELS[status][locale] : status;
  const [roleId, setRoleId] = useState('');
  const role = roles.find((option) => option.id === Number(roleId));
  const duplicate = pairs.some((pair) => pair.projectId === project?.id && pair.roleId === role?.id);
  const add = () => {
    if (!project || !role || duplicate) return;
    onChange([...pairs, { projectId: project.id, projectName: project.name, roleId: role.id, roleName: role.name }]);
    setRoleId('');
  };
  return (
    <Stack spacing={1}>
      {pairs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.noProjectRoles}
        </Typography>
      ) : (
        <List dense aria-label={t.projectRoles}>
          {pairs.map((pair) => (
            <ListItem
              key={`${pair.projectId}-${pair.roleId}`}
              secondaryAction={
                <Button size="small" onClick={() => onChange(pairs.filter((other) => other !== pair))}>
                  {t.remove}
                </Button>
              }
            >
              <ListItemText primary={pair.projectName} secondary={pair.roleName} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Autocomplete
          options={projects}
          loading={isFetching}
          value={project}
          onChange={(_, next) => setProject(next)}
          inputValue={input}
          onInputChange={(_, next) => setInput(next)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
                <Box component="span" sx={{ flex: 1 }}>
                  {option.name}
                </Box>
                <RecruitStatusTag status={option.recruitStatus} label={statusLabel(option.recruitStatus)} />
              </Stack>
            </li>
          )}
          renderInput={(params) => <TextField {...params} size="small" label={t.projectSearch} />}
          sx={{ flex: 2, minWidth: 200 }}
        />
        <TextField
          select
          size="small"
          label={t.role}
          value={roleId}
          onChange={(event) => setRoleId(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1, minWidth: 140 }}
        >
          <option value="" />
          {roles.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </TextField>
        <Button onClick={add} disabled={!project || !role || duplicate}>
          {t.addProjectRole}
        </Button>
      </Stack>
    </Stack>
  );
}
