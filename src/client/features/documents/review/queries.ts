/** Query factories and writes of versions' reviews and signature manifests; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureBody } from '../../../../shared/api/access';
import {
  documentApprovalsEndpoint,
  signatureManifestEndpoint,
  signedVersionListEndpoint,
  versionSubmitEndpoint,
  versionWithdrawEndpoint,
} from '../../../../shared/api/documents/review';
import { withdrawEndpoint } from '../../../../shared/api/work';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { binderKeys } from '../binder/queries';

export const reviewQueries = {
  approvals: (projectId: number, documentId: number) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'approvals', documentId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(documentApprovalsEndpoint, { params: { projectId, id: documentId }, signal })).data,
    }),
  signed: (projectId: number, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'signed', offset, limit] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(signedVersionListEndpoint, {
          params: { projectId },
          query: { offset, limit },
          signal,
        });
        return { rows, total };
      },
    }),
  manifest: (projectId: number, versionId: number) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'manifest', versionId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(signatureManifestEndpoint, { params: { projectId, id: versionId }, signal })).data,
    }),
};

export function useReviewActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: binderKeys.of(projectId) });
  const submit = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      (await callEndpointWithTip(versionSubmitEndpoint, { body: { projectId, id, version } })).data,
    onSuccess,
  });
  const takeBack = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (instanceId: number) =>
      (await callEndpointWithTip(withdrawEndpoint, { body: { id: instanceId } })).data,
    onSuccess,
  });
  /** Signed: sent from the signature dialog, whose refusals stay in the dialog. */
  const withdraw = async (body: { id: number; version: number; reason: string; signature: SignatureBody }) => {
    const data = (await callEndpoint(versionWithdrawEndpoint, { body: { projectId, ...body } })).data;
    await onSuccess();
    return data;
  };
  return { submit, takeBack, withdraw };
}
