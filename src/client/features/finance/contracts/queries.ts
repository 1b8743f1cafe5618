/** Query factories and writes of a project's contracts; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contractApprovalsEndpoint } from '../../../../shared/api/finance/contract-approvals';
import {
  type ContractRowRef,
  type ContractSaveBody,
  contractDeleteEndpoint,
  contractListEndpoint,
  contractSaveEndpoint,
  contractSubmitEndpoint,
  signedCopyUploadEndpoint,
} from '../../../../shared/api/finance/contracts';
import { withdrawEndpoint } from '../../../../shared/api/work';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const contractKeys = { of: (projectId: number) => ['staff', 'finance-contracts', projectId] as const };

export const contractQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: [...contractKeys.of(projectId), 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(contractListEndpoint, { params: { projectId }, signal })).data,
    }),
  approvals: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...contractKeys.of(projectId), 'approvals', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(contractApprovalsEndpoint, { params: { projectId, id }, signal })).data,
    }),
};

export function useContractActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: contractKeys.of(projectId) });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ContractSaveBody) => (await callEndpointWithTip(contractSaveEndpoint, { body })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: ContractRowRef) => (await callEndpointWithTip(contractDeleteEndpoint, { body })).data,
    onSuccess,
  });
  const submit = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async (body: ContractRowRef) => (await callEndpointWithTip(contractSubmitEndpoint, { body })).data,
    onSuccess,
  });
  const withdraw = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (instanceId: number) =>
      (await callEndpointWithTip(withdrawEndpoint, { body: { id: instanceId } })).data,
    onSuccess,
  });
  const upload = useMutation({
    meta: { success: 'saved' },
    mutationFn: async ({ id, version, file }: { id: number; version: number; file: File }) =>
      (
        await callEndpointWithTip(signedCopyUploadEndpoint, {
          params: { projectId },
          query: { id, version, name: file.name },
          body: file,
          // A scanned contract over a slow hospital network.
          timeoutMs: 120_000,
        })
      ).data,
    onSuccess,
  });
  return { save, remove, submit, withdraw, upload };
}
