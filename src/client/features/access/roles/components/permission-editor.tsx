/**
 * A role's permissions per scope, built from the server's catalogue: a checkbox per page with
 * its buttons nested below, a button disabled until its page is ticked. Leaving with unsaved
 * changes asks first (in-app navigation and closing the tab).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import type {
  CataloguePage,
  PermissionCatalogue,
  RoleDetail,
  ScopeGrant,
} from '../../../../../shared/api/access/roles';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { roleMessages } from '../messages';
import { sameGrant, toggleButton, togglePage } from '../permission-grants';
import { useSavePermissions } from '../use-role-actions';

type Scope = 'system' | 'project';

interface ScopeEditorProps {
  pages: CataloguePage[];
  grant: ScopeGrant;
  readOnly: boolean;
  onChange: (grant: ScopeGrant) => void;
}

function ScopeEditor({ pages, grant, readOnly, onChange }: ScopeEditorProps) {
  const t = useMessages(roleMessages);
  const { locale } = useLocale();
  return (
    <Stack spacing={1}>
      {pages.map((page) => {
        const pageOn = grant.pages.includes(page.name);
        const label = page.label[locale];
        return (
          <Box key={page.name}>
            <FormControlLabel
              label={label}
              control={
                <Checkbox
                  checked={pageOn}
                  disabled={readOnly}
                  onChange={(event) => onChange(togglePage(grant, page, event.target.checked))}
                />
              }
            />
            {page.buttons.length > 0 && (
              <FormGroup aria-label={format(t.pageButtons, { page: label })} sx={{ ml: 4 }}>
                {page.buttons.map((button) => (
                  <FormControlLabel
                    key={button.name}
                    label={button.label[locale]}
                    control={
                      <Checkbox
                        size="small"
                        checked={pageOn && grant.buttons.includes(button.name)}
                        disabled={readOnly || !pageOn}
                        onChange={(event) => onChange(toggleButton(grant, page, button.name, event.target.checked))}
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

export interface PermissionEditorProps {
  role: RoleDetail;
  catalogue: PermissionCatalogue;
  readOnly: boolean;
}

export function PermissionEditor({ role, catalogue, readOnly }: PermissionEditorProps) {
  const t = useMessages(roleMessages);
  const save = useSavePermissions();
  const [scope, setScope] = useState<Scope>('system');
  const [grants, setGrants] = useState(role.permissions);
  const [error, setError] = useState<string>();
  const dirty =
    !sameGrant(grants.system, role.permissions.system) || !sameGrant(grants.project, role.permissions.project);
  useBlocker({ shouldBlockFn: () => !window.confirm(t.leaveConfirm), disabled: !dirty, enableBeforeUnload: dirty });
  const submit = () => {
    setError(undefined);
    save.mutate(
      { roleId: role.id, version: role.version, ...grants },
      { onError: (failure) => setError(failureText(failure, t.saveFailed)) },
    );
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="permissions-heading">
      <Typography id="permissions-heading" variant="h6" component="h2">
        {t.permissions}
      </Typography>
      {readOnly && <Alert severity="info">{t.readOnly}</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Tabs value={scope} onChange={(_, next: Scope) => setScope(next)} aria-label={t.permissions}>
        <Tab value="system" label={t.systemScope} id="scope-tab-system" aria-controls="scope-panel" />
        <Tab value="project" label={t.projectScope} id="scope-tab-project" aria-controls="scope-panel" />
      </Tabs>
      <div role="tabpanel" id="scope-panel" aria-labelledby={`scope-tab-${scope}`}>
        <ScopeEditor
          pages={catalogue[scope]}
          grant={grants[scope]}
          readOnly={readOnly || save.isPending}
          onChange={(grant) => setGrants({ ...grants, [scope]: grant })}
        />
      </div>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="contained" onClick={submit} disabled={!dirty} loading={save.isPending}>
            {t.savePermissions}
          </Button>
          <Button onClick={() => setGrants(role.permissions)} disabled={!dirty || save.isPending}>
            {t.discard}
          </Button>
          <Typography role="status" variant="body2" color="text.secondary">
            {dirty ? t.unsaved : ''}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
