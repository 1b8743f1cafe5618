/** The writes of a project's adverse events; the project's AE queries are fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AeSaveBody, aeImportEndpoint, aeLifecycle, aeSaveEndpoint } from '../../../../shared/api/safety/ae';
import type { SignatureBody } from '../../../../shared/api/access';
import { callEndpointWithTip } from '../../../lib/http';
import type { SpreadsheetImportBody } from '../../../lib/use-spreadsheet-import';
import { aeKeys } from './queries';

interface RowRef {
  id: number;
  version: number;
}

export function useAeActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: aeKeys.of(projectId) });
  const save = useMutation({
    mutationFn: async (body: AeSaveBody) => (await callEndpointWithTip(aeSaveEndpoint, { body })).data,
    onSuccess,
  });
  const submit = useMutation({
    mutationFn: async (ref: RowRef & { signature: SignatureBody }) =>
      (await callEndpointWithTip(aeLifecycle.submit, { body: { projectId, ...ref } })).data,
    onSuccess,
  });
  const revise = useMutation({
    mutationFn: async (ref: RowRef & { reason: string }) =>
      (await callEndpointWithTip(aeLifecycle.revise, { body: { projectId, ...ref } })).data,
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: async (ref: RowRef) =>
      (await callEndpointWithTip(aeLifecycle.remove, { body: { projectId, ...ref } })).data,
    onSuccess,
  });
  const importFile = useMutation({
    mutationFn: async (body: SpreadsheetImportBody) =>
      (await callEndpointWithTip(aeImportEndpoint, { body: { projectId, ...body } })).data,
    onSuccess,
  });
  return { save, submit, revise, remove, importFile };
}
