/** The writes of a project's adverse events; the project's AE queries are fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AeSaveBody, aeImportEndpoint, aeLifecycle, aeSaveEndpoint } from '../../../../shared/api/safety/ae';
import type { SignatureBody } from '../../../../shared/api/access';
import { callEndpointWithTip } from '../../../lib/http';
import type { SpreadsheetImportBody } from '../../../lib/use-spreadsheet-import';
import { aeKeys } from './queries';
import { successText } from '../../../lib/mutation-success';
import { aeMessages } from './messages';

interface RowRef {
  id: number;
  version: number;
}

export function useAeActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: aeKeys.of(projectId) });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: AeSaveBody) => (await callEndpointWithTip(aeSaveEndpoint, { body })).data,
    onSuccess,
  });
  const submit = useMutation({
    meta: { success: successText(aeMessages, 'submitted') },
    mutationFn: async (ref: RowRef & { signature: SignatureBody }) =>
      (await callEndpointWithTip(aeLifecycle.submit, { body: { projectId, ...ref } })).data,
    onSuccess,
  });
  const revise = useMutation({
    meta: { success: successText(aeMessages, 'revised') },
    mutationFn: async (ref: RowRef & { reason: string }) =>
      (await callEndpointWithTip(aeLifecycle.revise, { body: { projectId, ...ref } })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: successText(aeMessages, 'deleted') },
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
