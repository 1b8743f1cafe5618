/** Query factories and writes of a project's binder; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentCreateEndpoint,
  documentListEndpoint,
  folderTreeEndpoint,
  versionDeleteEndpoint,
  versionListEndpoint,
  versionUploadEndpoint,
} from '../../../../shared/api/documents/binder';
import { templateListEndpoint } from '../../../../shared/api/documents/templates';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const binderKeys = { of: (projectId: number) => ['staff', 'documents', projectId] as const };

export const binderQueries = {
  folders: (projectId: number) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'folders'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(folderTreeEndpoint, { params: { projectId }, signal })).data,
    }),
  documents: (projectId: number, folderId: number) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'documents', folderId] as const,
      queryFn: async ({ signal }) =>
        await callEndpoint(documentListEndpoint, {
          params: { projectId },
          query: { folderId, offset: 0, limit: 100 },
          signal,
        }),
    }),
  versions: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'versions', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(versionListEndpoint, { params: { projectId, id }, signal })).data,
    }),
  templates: () =>
    queryOptions({
      queryKey: ['staff', 'document-templates'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(templateListEndpoint, { signal })).data,
    }),
};

export function useBinderActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: binderKeys.of(projectId) });
  const create = useMutation({
    meta: { success: 'saved' },
    mutationFn: async ({ folderId, file }: { folderId: number; file: File }) =>
      (
        await callEndpointWithTip(documentCreateEndpoint, {
          params: { projectId },
          query: {
            folderId,
            title: file.name.replace(/\.[^.]+$/, ''),
            kind: 'other',
            name: file.name,
            status: 'draft',
          },
          body: file,
          timeoutMs: 120_000,
        })
      ).data,
    onSuccess,
  });
  const uploadVersion = useMutation({
    meta: { success: 'saved' },
    mutationFn: async ({ documentId, version, file }: { documentId: number; version: number; file: File }) =>
      (
        await callEndpointWithTip(versionUploadEndpoint, {
          params: { projectId },
          query: { documentId, version, name: file.name, status: 'draft' },
          body: file,
          timeoutMs: 120_000,
        })
      ).data,
    onSuccess,
  });
  const removeDraft = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      (await callEndpointWithTip(versionDeleteEndpoint, { body: { projectId, id, version } })).data,
    onSuccess,
  });
  return { create, uploadVersion, removeDraft };
}
