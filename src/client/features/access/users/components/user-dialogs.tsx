/** The dialogs of the user list: edit/create, enable/disable, reset password, roles, and the one-time password. */
import type { UserRow } from '../../../../../shared/api/access/users';
import { format, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { OneTimeSecretDialog } from '../../../../ui/one-time-secret-dialog';
import { userMessages } from '../messages';
import { useResetPassword, useSetUserStatus } from '../use-user-actions';
import { AssignRolesDialog } from './assign-roles-dialog';
import { UserDialog } from './user-dialog';

export type UserDialogState =
  | { kind: 'edit'; user?: UserRow }
  | { kind: 'status' | 'reset' | 'roles'; user: UserRow }
  | { kind: 'secret'; title: string; userName: string; password: string };

export function UserDialogs({
  state,
  onChange,
}: {
  state: UserDialogState | undefined;
  onChange: (next?: UserDialogState) => void;
}) {
  const t = useMessages(userMessages);
  const setStatus = useSetUserStatus();
  const resetPassword = useResetPassword();
  const close = () => onChange(undefined);
  if (!state) return null;
  switch (state.kind) {
    case 'edit':
      return (
        <UserDialog
          user={state.user}
          onClose={close}
          onSaved={(answer, userName) =>
            onChange(
              answer.password
                ? { kind: 'secret', title: t.createdTitle, userName, password: answer.password }
                : undefined,
            )
          }
        />
      );
    case 'status': {
      const disabling = state.user.status === 'enabled';
      return (
        <ConfirmDialog
          title={disabling ? t.disable : t.enable}
          text={format(disabling ? t.confirmDisable : t.confirmEnable, { name: state.user.realname })}
          confirmLabel={disabling ? t.disable : t.enable}
          busy={setStatus.isPending}
          onClose={close}
          onConfirm={() => setStatus.mutate(state.user, { onSettled: close })}
        />
      );
    }
    case 'reset':
      return (
        <ConfirmDialog
          title={t.resetPassword}
          text={format(t.confirmReset, { name: state.user.realname })}
          confirmLabel={t.resetPassword}
          busy={resetPassword.isPending}
          onClose={close}
          onConfirm={() =>
            resetPassword.mutate(state.user, {
              onSuccess: ({ password }) =>
                onChange({ kind: 'secret', title: t.resetTitle, userName: state.user.userName, password }),
              // The failure itself is reported by the HTTP layer.
              onError: close,
            })
          }
        />
      );
    case 'roles':
      return <AssignRolesDialog user={state.user} onClose={close} />;
    case 'secret':
      return (
        <OneTimeSecretDialog title={state.title} userName={state.userName} password={state.password} onClose={close} />
      );
  }
}
