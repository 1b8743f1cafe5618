/**
 * Connected systems (system page ConnectedSystems, 对接系统): the hospital's systems that may
 * send staff in by a signed link (docs/connected-systems.md), their keys (created, rotated with
 * a 24-hour grace period, revoked; a secret is shown once) and staff mappings. Reading needs the
 * page, every change connectedSystem:manage, each confirmed first.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../auth/use-staff-session';
import { connectedMessages } from '../messages';
import { type ConnectedSystem, connectedQueries, useConnectedActions } from '../queries';
import { MappingDialog, SecretDialog, SystemDialog } from './connected-dialogs';

type Key = ConnectedSystem['keys'][number];
type Confirm =
  | { kind: 'rotate' | 'revoke'; system: ConnectedSystem; key: Key }
  | { kind: 'unmap'; system: ConnectedSystem; externalId: string };

const noop = () => undefined;
const time = (iso: string | null) => (iso === null ? null : iso.slice(0, 16).replace('T', ' '));

function ConfirmAction({
  action,
  onClose,
  onSecret,
}: {
  action: Confirm;
  onClose: () => void;
  onSecret: (s: { keyId: string; secret: string }) => void;
}) {
  const t = useMessages(connectedMessages);
  const { locale } = useLocale();
  const { rotateKey, revokeKey, saveMapping } = useConnectedActions();
  const busy = rotateKey.isPending || revokeKey.isPending || saveMapping.isPending;
  if (action.kind === 'unmap') {
    return (
      <ConfirmDialog
        title={t.removeMapping}
        text={format(t.removeMappingConfirm, { externalId: action.externalId }, locale)}
        confirmLabel={t.removeMapping}
        busy={busy}
        onConfirm={() =>
          saveMapping.mutate(
            { systemId: action.system.id, externalId: action.externalId, userId: null },
            { onSuccess: onClose },
          )
        }
        onClose={onClose}
      />
    );
  }
  const values = { name: action.system.name, keyId: action.key.keyId };
  const rotate = action.kind === 'rotate';
  return (
    <ConfirmDialog
      title={`${rotate ? t.rotate : t.revoke} ${action.key.keyId}`}
      text={format(rotate ? t.rotateConfirm : t.revokeConfirm, values, locale)}
      confirmLabel={rotate ? t.rotate : t.revoke}
      busy={busy}
      onConfirm={() =>
        rotate
          ? rotateKey.mutate(action.key.keyId, {
              onSuccess: (created) => {
                onClose();
                onSecret(created);
              },
            })
          : revokeKey.mutate(action.key.keyId, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

function SystemSection({
  system,
  canManage,
  onEdit,
  onConfirm,
  onSecret,
  onMap,
}: {
  system: ConnectedSystem;
  canManage: boolean;
  onEdit: () => void;
  onConfirm: (action: Confirm) => void;
  onSecret: (s: { keyId: string; secret: string }) => void;
  onMap: () => void;
}) {
  const t = useMessages(connectedMessages);
  const { locale } = useLocale();
  const { createKey } = useConnectedActions();
  const statusText = (key: Key) =>
    key.status === 'grace' ? format(t.grace, { at: time(key.expiresAt) ?? '' }, locale) : t[key.status];
  const keyHeads = [t.keyId, t.createdAt, t.lastUsedAt, t.status, ...(canManage ? [t.actions] : [])];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`${system.code} ${system.name}`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {system.name} ({system.code})
        </Typography>
        <Typography color={system.enabled ? 'success.main' : 'text.secondary'}>
          {system.enabled ? t.enabled : t.disabled} ·{' '}
          {system.loginBy === 'mapping' ? t.loginByMapping : t.loginByUserName}
        </Typography>
        {canManage && (
          <>
            <Button size="small" onClick={onEdit} aria-label={`${t.edit} ${system.name}`}>
              {t.edit}
            </Button>
            <Button
              size="small"
              loading={createKey.isPending}
              onClick={() => createKey.mutate(system.id, { onSuccess: onSecret })}
            >
              {t.newKey}
            </Button>
          </>
        )}
      </Stack>
      <Table size="small" aria-label={format(t.keyTable, { name: system.name }, locale)}>
        <TableHead>
          <TableRow>
            {keyHeads.map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={keyHeads.length}
            loading={false}
            failed={false}
            empty={system.keys.length === 0}
            onRetry={noop}
          />
          {system.keys.map((key) => (
            <TableRow key={key.keyId}>
              <TableCell>{key.keyId}</TableCell>
              <TableCell>
                {time(key.createdAt)} · {key.createdBy}
              </TableCell>
              <TableCell>{time(key.lastUsedAt) ?? t.never}</TableCell>
              <TableCell>{statusText(key)}</TableCell>
              {canManage && (
                <TableCell>
                  {key.status === 'active' && (
                    <Button
                      size="small"
                      onClick={() => onConfirm({ kind: 'rotate', system, key })}
                      aria-label={`${t.rotate} ${key.keyId}`}
                    >
                      {t.rotate}
                    </Button>
                  )}
                  {(key.status === 'active' || key.status === 'grace') && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onConfirm({ kind: 'revoke', system, key })}
                      aria-label={`${t.revoke} ${key.keyId}`}
                    >
                      {t.revoke}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {system.loginBy === 'mapping' && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {t.mappings}
            </Typography>
            {canManage && (
              <Button size="small" onClick={onMap}>
                {t.addMapping}
              </Button>
            )}
          </Stack>
          <Table size="small" aria-label={format(t.mappingTable, { name: system.name }, locale)}>
            <TableHead>
              <TableRow>
                <TableCell>{t.externalId}</TableCell>
                <TableCell>{t.user}</TableCell>
                {canManage && <TableCell>{t.actions}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                colSpan={canManage ? 3 : 2}
                loading={false}
                failed={false}
                empty={system.mappings.length === 0}
                onRetry={noop}
              />
              {system.mappings.map((m) => (
                <TableRow key={m.externalId}>
                  <TableCell>{m.externalId}</TableCell>
                  <TableCell>
                    {m.realname} ({m.userName})
                  </TableCell>
                  {canManage && (
                    <TableCell>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onConfirm({ kind: 'unmap', system, externalId: m.externalId })}
                        aria-label={`${t.removeMapping} ${m.externalId}`}
                      >
                        {t.removeMapping}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Paper>
  );
}

export function ConnectedSystemsPage() {
  const t = useMessages(connectedMessages);
  useDocumentTitle(t.title);
  const canManage = useStaffAccess().hasButton('connectedSystem:manage');
  const list = useQuery(connectedQueries.list());
  const [editing, setEditing] = useState<ConnectedSystem | 'new'>();
  const [mapping, setMapping] = useState<ConnectedSystem>();
  const [confirm, setConfirm] = useState<Confirm>();
  const [secret, setSecret] = useState<{ keyId: string; secret: string }>();
  const rows = list.data ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title}>
        {canManage && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t.create}
          </Button>
        )}
      </StaffPageHeader>
      {(list.isPending || list.isError || rows.length === 0) && (
        <Table size="small" aria-label={t.title}>
          <TableBody>
            <TableStates
              colSpan={1}
              loading={list.isPending}
              failed={list.isError}
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
          </TableBody>
        </Table>
      )}
      {rows.map((system) => (
        <SystemSection
          key={system.id}
          system={system}
          canManage={canManage}
          onEdit={() => setEditing(system)}
          onConfirm={setConfirm}
          onSecret={setSecret}
          onMap={() => setMapping(system)}
        />
      ))}
      {editing && <SystemDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
      {mapping && <MappingDialog system={mapping} onClose={() => setMapping(undefined)} />}
      {confirm && <ConfirmAction action={confirm} onClose={() => setConfirm(undefined)} onSecret={setSecret} />}
      {secret && <SecretDialog {...secret} onClose={() => setSecret(undefined)} />}
    </Stack>
  );
}
