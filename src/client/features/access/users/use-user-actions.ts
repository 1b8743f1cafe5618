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

function useUserWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all() }),
  });
}

export const useSaveUser = () =>
  useUserWrite(
    async (body: BodyOf<typeof userSaveEndpoint>) => (await callEndpointWithTip(userSaveEndpoint, { body })).data,
  );

export const useSetUserStatus = () =>
  useUserWrite((user: UserRow) =>
    callEndpointWithTip(userSetStatusEndpoint, {
      body: { id: user.id, version: user.version, status: user.status === 'enabled' ? 'disabled' : 'enabled' },
    }),
  );

export const useResetPassword = () =>
  useUserWrite(
    async (user: UserRow) =>
      (await callEndpointWithTip(userResetPasswordEndpoint, { body: { id: user.id, version: user.version } })).data,
  );

export const useSetRoles = () =>
  useUserWrite(
    async (body: BodyOf<typeof userSetRolesEndpoint>) =>
      (await callEndpointWithTip(userSetRolesEndpoint, { body })).data,
  );

export const useSetProjectRoles = () =>
  useUserWrite(
    async (body: BodyOf<typeof userSetProjectRolesEndpoint>) =>
      (await callEndpointWithTip(userSetProjectRolesEndpoint, { body })).data,
  );
