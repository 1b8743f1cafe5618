/** The writes of the SAE page; the project's SAE queries are fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SaeAssignBody,
  type SaeSaveBody,
  saeAssignEndpoint,
  saeAttachmentDeleteEndpoint,
  saeAttachmentUploadEndpoint,
  saeLifecycle,
  saeSaveEndpoint,
} from '../../../../shared/api/safety/sae';
import type { SignatureBody } from '../../../../shared/api/access';
import { callEndpointWithTip } from '../../../lib/http';
import { saeKeys } from './queries';

interface RowRef {
  projectId: number;
  id: number;
  version: number;
}

export function useSaeActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: saeKeys.of(projectId) });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SaeSaveBody) => (await callEndpointWithTip(saeSaveEndpoint, { body })).data,
    onSuccess,
  });
  const submit = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async (body: RowRef & { signature: SignatureBody }) =>
      (await callEndpointWithTip(saeLifecycle.submit, { body })).data,
    onSuccess,
  });
  const revise = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: RowRef & { reason: string }) =>
      (await callEndpointWithTip(saeLifecycle.revise, { body })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: RowRef) => (await callEndpointWithTip(saeLifecycle.remove, { body })).data,
    onSuccess,
  });
  const assign = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SaeAssignBody) => (await callEndpointWithTip(saeAssignEndpoint, { body })).data,
    onSuccess,
  });
  const upload = useMutation({
    meta: { success: 'saved' },
    mutationFn: async ({ id, file }: { id: number; file: File }) =>
      (
        await callEndpointWithTip(saeAttachmentUploadEndpoint, {
          params: { projectId },
          query: { id, name: file.name },
          body: file,
          // A scanned document over a slow hospital network.
          timeoutMs: 120_000,
        })
      ).data,
    onSuccess,
  });
  const detach = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: { projectId: number; id: number; attachmentId: number }) =>
      (await callEndpointWithTip(saeAttachmentDeleteEndpoint, { body })).data,
    onSuccess,
  });
  return { save, submit, revise, remove, assign, upload, detach };
}
