/** The writes of role management, each followed by a refresh of the role queries. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RolePermissionSaveBody,
  type RoleSaveBody,
  rolePermissionSaveEndpoint,
  roleSaveEndpoint,
  roleSetDefaultRegistrationEndpoint,
} from '../../../shared/api/roles';
import { callEndpointWithTip } from '../../lib/http';
import { authKeys } from '../auth/queries';
import { roleKeys } from './queries';

function useRoleWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // User lists show role names, and the signed-in user may hold the role just changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'users'] }),
        queryClient.invalidateQueries({ queryKey: authKeys.who() }),
      ]),
  });
}

export const useSaveRole = () =>
  useRoleWrite(async (body: RoleSaveBody) => (await callEndpointWithTip(roleSaveEndpoint, { body })).data);

export const useSavePermissions = () =>
  useRoleWrite(
    async (body: RolePermissionSaveBody) => (await callEndpointWithTip(rolePermissionSaveEndpoint, { body })).data,
  );

export const useSetDefaultRegistration = () =>
  useRoleWrite(
    async (id: number) => (await callEndpointWithTip(roleSetDefaultRegistrationEndpoint, { body: { id } })).data,
  );
