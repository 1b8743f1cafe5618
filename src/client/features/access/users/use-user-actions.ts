/** The writes of user management, each followed by a refresh of the user lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/api/contract/endpoint';
import {
  type UserRow,
  userResetPasswordEndpoint,
  userSaveEndpoint,
  userSetProjectRolesEndpoint,
  userSetRolesEndpoint,
  userSetStatusEndpoint,
} from '../../../../shared/api/access/users';
import { callEndpointWithTip } from '../../../lib/http';
import { userKeys } from './queries';
import type { SuccessRule } from '../../../lib/mutation-success';

function useUserWrite<V, R>(write: (variables: V) => Promise<R>, success: SuccessRule | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success },
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all() }),
  });
}

export const useSaveUser = () =>
  useUserWrite(
    async (body: BodyOf<typeof userSaveEndpoint>) => (await callEndpointWithTip(userSaveEndpoint, { body })).data,
    'saved',
  );

export const useSetUserStatus = () =>
  useUserWrite(
    (user: UserRow) =>
      callEndpointWithTip(userSetStatusEndpoint, {
        body: { id: user.id, version: user.version, status: user.status === 'enabled' ? 'disabled' : 'enabled' },
      }),
    'statusUpdated',
  );

export const useResetPassword = () =>
  useUserWrite(
    async (user: UserRow) =>
      (await callEndpointWithTip(userResetPasswordEndpoint, { body: { id: user.id, version: user.version } })).data,
    undefined,
  );

export const useSetRoles = () =>
  useUserWrite(
    async (body: BodyOf<typeof userSetRolesEndpoint>) =>
      (await callEndpointWithTip(userSetRolesEndpoint, { body })).data,
    'saved',
  );

export const useSetProjectRoles = () =>
  useUserWrite(
    async (body: BodyOf<typeof userSetProjectRolesEndpoint>) =>
      (await callEndpointWithTip(userSetProjectRolesEndpoint, { body })).data,
    'saved',
  );
