/** The writes of the SUSAR and DSUR pages; the kind's queries are fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DsurSaveBody, dsurLifecycle, dsurPvEndpoint, dsurSaveEndpoint } from '../../../../shared/api/safety/dsur';
import {
  type PvActionBody,
  type SusarSaveBody,
  susarLifecycle,
  susarPvEndpoint,
  susarSaveEndpoint,
} from '../../../../shared/api/safety/susar';
import type { SignatureBody } from '../../../../shared/api/access';
import { callEndpointWithTip } from '../../../lib/http';
import { type PvKind, pvKeys } from './queries';

const ENDPOINTS = {
  susar: { ...susarLifecycle, pv: susarPvEndpoint },
  dsur: { ...dsurLifecycle, pv: dsurPvEndpoint },
} as const;

interface RowRef {
  projectId: number;
  id: number;
  version: number;
}

export function usePvActions(kind: PvKind, projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: pvKeys.of(kind, projectId) });
  const endpoints = ENDPOINTS[kind];
  const submit = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async (body: RowRef & { signature: SignatureBody }) =>
      (await callEndpointWithTip(endpoints.submit, { body })).data,
    onSuccess,
  });
  const revise = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: RowRef & { reason: string }) =>
      (await callEndpointWithTip(endpoints.revise, { body })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: RowRef) => (await callEndpointWithTip(endpoints.remove, { body })).data,
    onSuccess,
  });
  const move = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: PvActionBody) => (await callEndpointWithTip(endpoints.pv, { body })).data,
    onSuccess,
  });
  return { submit, revise, remove, move };
}

export function useSaveSusar(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SusarSaveBody) => (await callEndpointWithTip(susarSaveEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pvKeys.of('susar', projectId) }),
  });
}

export function useSaveDsur(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: DsurSaveBody) => (await callEndpointWithTip(dsurSaveEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pvKeys.of('dsur', projectId) }),
  });
}
