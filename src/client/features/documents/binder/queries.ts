/** Query factories and writes of a project's binder; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DocumentCreateQuery,
  type VersionUploadQuery,
  documentCreateEndpoint,
  documentListEndpoint,
  folderTreeEndpoint,
  versionDeleteEndpoint,
  versionListEndpoint,
  versionUploadEndpoint,
} from '../../../../shared/api/documents/binder';
import type { ExpiryState } from '../../../../shared/domain/documents/expiry';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const binderKeys = { of: (projectId: number) => ['staff', 'documents', projectId] as const };
/** A folder's documents on one page: binders keep tens of documents per folder, not thousands. */
export const FOLDER_PAGE_SIZE = 100;
/** A scanned document over a slow hospital network. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const binderQueries = {
  folders: (projectId: number) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'folders'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(folderTreeEndpoint, { params: { projectId }, signal })).data,
    }),
  documents: (projectId: number, folderId: number, expiry?: ExpiryState) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'documents', folderId, expiry ?? 'all'] as const,
      queryFn: async ({ signal }) => {
        const query = { folderId, offset: 0, limit: FOLDER_PAGE_SIZE, ...(expiry ? { expiry } : {}) };
        const { rows, total } = await callEndpoint(documentListEndpoint, { params: { projectId }, query, signal });
        return { rows, total };
      },
    }),
  versions: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'versions', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(versionListEndpoint, { params: { projectId, id }, signal })).data,
    }),
};

export function useBinderActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: binderKeys.of(projectId) });
  const create = useMutation({
    meta: { success: 'saved' },
    mutationFn: async ({ query, file }: { query: DocumentCreateQuery; file: File }) =>
      (
        await callEndpointWithTip(documentCreateEndpoint, {
          params: { projectId },
          query,
          body: file,
          timeoutMs: UPLOAD_TIMEOUT_MS,
        })
      ).data,
    onSuccess,
  });
  const uploadVersion = useMutation({
    meta: { success: 'saved' },
    mutationFn: async ({ query, file }: { query: VersionUploadQuery; file: File }) =>
      (
        await callEndpointWithTip(versionUploadEndpoint, {
          params: { projectId },
          query,
          body: file,
          timeoutMs: UPLOAD_TIMEOUT_MS,
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
