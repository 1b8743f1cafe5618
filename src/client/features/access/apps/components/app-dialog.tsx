/** The app list's form: name, built-in icon, address, order, enabled, roles, and the signed pass-through. */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { APP_ICONS, APP_URL_PATTERN, type AppIcon } from '../../../../../shared/api/access/apps';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { AppIconView } from '../app-icons';
import { appMessages } from '../messages';
import { type AppListData, type StaffApp, useAppActions } from '../queries';

type Field = 'name' | 'url' | 'sort' | 'roleIds' | 'signKeyId';
const URL_RE = new RegExp(APP_URL_PATTERN);

function RoleChoice({
  roles,
  chosen,
  error,
  onChange,
}: {
  roles: AppListData['roles'];
  chosen: number[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const t = useMessages(appMessages);
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{t.roles}</FormLabel>
      <FormGroup row>
        {roles.map((role) => (
          <FormControlLabel
            key={role.id}
            label={role.name}
            control={
              <Checkbox
                checked={chosen.includes(role.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...chosen, role.id] : chosen.filter((id) => id !== role.id))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export function AppDialog({ row, choices, onClose }: { row?: StaffApp; choices: AppListData; onClose: () => void }) {
  const t = useMessages(appMessages);
  const iconNames = t.iconNames.split('|');
  const { save } = useAppActions();
  const [name, setName] = useState(row?.name ?? '');
  const [icon, setIcon] = useState<AppIcon>(row?.icon ?? 'link');
  const [url, setUrl] = useState(row?.url ?? 'https://');
  const [sort, setSort] = useState(String(row?.sort ?? (choices.apps.length + 1) * 10));
  const [enabled, setEnabled] = useState(row?.enabled ?? true);
  const [roleIds, setRoleIds] = useState<number[]>(row?.roleIds ?? []);
  const [passThrough, setPassThrough] = useState(row?.passThrough ?? false);
  const [systemId, setSystemId] = useState<number | ''>(row?.connectedSystemId ?? '');
  const [keyId, setKeyId] = useState(row?.signKeyId ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const keys = choices.systems.find((s) => s.id === systemId)?.keyIds ?? [];
  const submit = () => {
    const problems: Partial<Record<Field, string>> = {
      ...(name.trim() ? {} : { name: t.required }),
      ...(URL_RE.test(url.trim()) ? {} : { url: t.badUrl }),
      ...(/^\d{1,4}$/.test(sort.trim()) ? {} : { sort: t.required }),
      ...(roleIds.length > 0 ? {} : { roleIds: t.chooseRole }),
      ...(!passThrough || (systemId !== '' && keys.includes(keyId)) ? {} : { signKeyId: t.chooseKey }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body = {
      ...(row ? { id: row.id, version: row.version } : {}),
      name: name.trim(),
      icon,
      url: url.trim(),
      sort: Number(sort.trim()),
      enabled,
      passThrough,
      connectedSystemId: passThrough && systemId !== '' ? systemId : null,
      signKeyId: passThrough ? keyId : null,
      roleIds,
    };
    save.mutate(body, {
      onSuccess: onClose,
      onError: (failure) => {
        const problem = fieldProblemOf(failure);
        if (problem) setErrors({ [problem.field]: problem.text });
        else setFormError(failureText(failure, t.saveFailed));
      },
    });
  };
  return (
    <FormDialog
      title={row ? t.editTitle : t.createTitle}
      busy={save.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        autoFocus
        required
        label={t.name}
        value={name}
        error={Boolean(errors.name)}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 50 } }}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField select label={t.icon} value={icon} onChange={(event) => setIcon(event.target.value as AppIcon)}>
        {APP_ICONS.map((choice, index) => (
          <MenuItem key={choice} value={choice}>
            <ListItemIcon>
              <AppIconView icon={choice} fontSize="small" />
            </ListItemIcon>
            {iconNames[index] ?? choice}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        label={t.url}
        value={url}
        error={Boolean(errors.url)}
        helperText={errors.url ?? t.urlHint}
        slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        required
        label={t.sort}
        value={sort}
        error={Boolean(errors.sort)}
        helperText={errors.sort}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        onChange={(event) => setSort(event.target.value)}
      />
      <RoleChoice roles={choices.roles} chosen={roleIds} error={errors.roleIds} onChange={setRoleIds} />
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label={t.enabled}
      />
      <FormControlLabel
        control={<Switch checked={passThrough} onChange={(event) => setPassThrough(event.target.checked)} />}
        label={t.passThrough}
      />
      {passThrough && (
        <>
          <TextField
            select
            label={t.system}
            value={systemId}
            helperText={t.passThroughHint}
            onChange={(event) => {
              setSystemId(Number(event.target.value));
              setKeyId('');
            }}
          >
            {choices.systems.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name} ({s.code})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t.signKey}
            value={keys.includes(keyId) ? keyId : ''}
            error={Boolean(errors.signKeyId)}
            helperText={errors.signKeyId ?? (systemId !== '' && keys.length === 0 ? t.noKeys : undefined)}
            onChange={(event) => setKeyId(event.target.value)}
          >
            {keys.map((k) => (
              <MenuItem key={k} value={k}>
                {k}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </FormDialog>
  );
}
