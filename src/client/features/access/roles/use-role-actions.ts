/** The writes of role management, each followed by a refresh of the role queries. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RolePermissionSaveBody,
  type RoleSaveBody,
  rolePermissionSaveEndpoint,
  roleSaveEndpoint,
  roleSetDefaultRegistrationEndpoint,
} from '../../../../shared/api/access/roles';
import { callEndpointWithTip } from '../../../lib/http';
import { staffQueryRoot } from '../../../lib/staff-data';
import type { SuccessRule } from '../../../lib/mutation-success';

function useRoleWrite<V, R>(write: (variables: V) => Promise<R>, success: SuccessRule | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success },
    mutationFn: write,
    // Every staff view may show role names or depend on the signed-in user's roles.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryRoot() }),
  });
}

export const useSaveRole = () =>
  useRoleWrite(async (body: RoleSaveBody) => (await callEndpointWithTip(roleSaveEndpoint, { body })).data, 'saved');

export const useSavePermissions = () =>
  useRoleWrite(
    async (body: RolePermissionSaveBody) => (await callEndpointWithTip(rolePermissionSaveEndpoint, { body })).data,
    'saved',
  );

export const useSetDefaultRegistration = () =>
  useRoleWrite(
    async (id: number) => (await callEndpointWithTip(roleSetDefaultRegistrationEndpoint, { body: { id } })).data,
    'saved',
  );
