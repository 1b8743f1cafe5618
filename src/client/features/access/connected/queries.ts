/** Connected systems: list and writes; keys start with 'staff' (memory only, never persisted). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  connectedKeyCreateEndpoint,
  connectedKeyRevokeEndpoint,
  connectedKeyRotateEndpoint,
  connectedSystemListEndpoint,
  connectedSystemSaveEndpoint,
  connectedUserSaveEndpoint,
} from '../../../../shared/api/access/connected-systems';
import type { BodyOf, ResponseOf } from '../../../../shared/api/contract/endpoint';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export type ConnectedSystem = ResponseOf<typeof connectedSystemListEndpoint>['data'][number];
export type ConnectedSystemSaveBody = BodyOf<typeof connectedSystemSaveEndpoint>;

export const connectedKeys = { all: ['staff', 'connected-systems'] as const };

export const connectedQueries = {
  list: () =>
    queryOptions({
      queryKey: [...connectedKeys.all, 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(connectedSystemListEndpoint, { signal })).data,
    }),
};

export function useConnectedActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: connectedKeys.all });
  return {
    save: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: ConnectedSystemSaveBody) =>
        (await callEndpointWithTip(connectedSystemSaveEndpoint, { body })).data,
      onSuccess,
    }),
    createKey: useMutation({
      mutationFn: async (systemId: number) =>
        (await callEndpointWithTip(connectedKeyCreateEndpoint, { body: { systemId } })).data,
      onSuccess,
    }),
    rotateKey: useMutation({
      mutationFn: async (keyId: string) =>
        (await callEndpointWithTip(connectedKeyRotateEndpoint, { body: { keyId } })).data,
      onSuccess,
    }),
    revokeKey: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (keyId: string) =>
        (await callEndpointWithTip(connectedKeyRevokeEndpoint, { body: { keyId } })).data,
      onSuccess,
    }),
    saveMapping: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: BodyOf<typeof connectedUserSaveEndpoint>) =>
        (await callEndpointWithTip(connectedUserSaveEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
