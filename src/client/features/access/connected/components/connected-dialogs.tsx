/** The connected-systems page's dialogs: a system's fields, a new mapping, a new key's secret (shown once). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type LOGIN_BY } from '../../../../../shared/api/access/connected-systems';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { connectedMessages } from '../messages';
import { type ConnectedSystem, useConnectedActions } from '../queries';

type LoginBy = (typeof LOGIN_BY)[number];
const CODE = /^[a-z][a-z0-9_-]{1,31}$/;

export function SystemDialog({ row, onClose }: { row?: ConnectedSystem; onClose: () => void }) {
  const t = useMessages(connectedMessages);
  const { save } = useConnectedActions();
  const [code, setCode] = useState(row?.code ?? '');
  const [name, setName] = useState(row?.name ?? '');
  const [enabled, setEnabled] = useState(row?.enabled ?? true);
  const [loginBy, setLoginBy] = useState<LoginBy>(row?.loginBy ?? 'mapping');
  const [errors, setErrors] = useState<{ code?: string; name?: string }>({});
  const [formError, setFormError] = useState<string>();
  const submit = () => {
    const problems = {
      ...(CODE.test(code.trim()) ? {} : { code: code.trim() ? t.badCode : t.required }),
      ...(name.trim() ? {} : { name: t.required }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body = { ...(row ? { id: row.id } : {}), code: code.trim(), name: name.trim(), enabled, loginBy };
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
        label={t.code}
        value={code}
        disabled={row !== undefined}
        error={Boolean(errors.code)}
        helperText={errors.code}
        slotProps={{ htmlInput: { maxLength: 32 } }}
        onChange={(event) => setCode(event.target.value)}
      />
      <TextField
        required
        label={t.name}
        value={name}
        error={Boolean(errors.name)}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        select
        label={t.loginBy}
        value={loginBy}
        onChange={(event) => setLoginBy(event.target.value as LoginBy)}
      >
        <MenuItem value="mapping">{t.loginByMapping}</MenuItem>
        <MenuItem value="userName">{t.loginByUserName}</MenuItem>
      </TextField>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label={t.enabled}
      />
    </FormDialog>
  );
}

export function MappingDialog({ system, onClose }: { system: ConnectedSystem; onClose: () => void }) {
  const t = useMessages(connectedMessages);
  const { saveMapping } = useConnectedActions();
  const [externalId, setExternalId] = useState('');
  const [userId, setUserId] = useState('');
  const [errors, setErrors] = useState<{ externalId?: string; userId?: string }>({});
  const [formError, setFormError] = useState<string>();
  const submit = () => {
    const problems = {
      ...(externalId.trim() ? {} : { externalId: t.required }),
      ...(/^[1-9]\d{0,9}$/.test(userId.trim()) ? {} : { userId: t.badUserId }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    saveMapping.mutate(
      { systemId: system.id, externalId: externalId.trim(), userId: Number(userId.trim()) },
      { onSuccess: onClose, onError: (failure) => setFormError(failureText(failure, t.saveFailed)) },
    );
  };
  return (
    <FormDialog
      title={`${t.addMapping} · ${system.name}`}
      busy={saveMapping.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        autoFocus
        required
        label={t.externalId}
        value={externalId}
        error={Boolean(errors.externalId)}
        helperText={errors.externalId}
        slotProps={{ htmlInput: { maxLength: 64 } }}
        onChange={(event) => setExternalId(event.target.value)}
      />
      <TextField
        required
        label={t.userId}
        value={userId}
        error={Boolean(errors.userId)}
        helperText={errors.userId}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        onChange={(event) => setUserId(event.target.value)}
      />
    </FormDialog>
  );
}

export function SecretDialog({ keyId, secret, onClose }: { keyId: string; secret: string; onClose: () => void }) {
  const t = useMessages(connectedMessages);
  return (
    <Dialog open aria-labelledby="secret-title" aria-describedby="secret-hint">
      <DialogTitle id="secret-title">{t.secretTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="secret-hint">{t.secretHint}</DialogContentText>
        <TextField
          fullWidth
          margin="normal"
          label={t.keyId}
          value={keyId}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          fullWidth
          margin="normal"
          label={t.secret}
          value={secret}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
