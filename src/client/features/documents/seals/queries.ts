/** Query factories and writes of a project's report seal applications; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ReportSealSaveBody,
  type ReportSealSubmitBody,
  reportSealListEndpoint,
  reportSealSaveEndpoint,
  reportSealSubmitEndpoint,
  reportSealVersionsEndpoint,
} from '../../../../shared/api/documents/report-seals';
import { withdrawEndpoint } from '../../../../shared/api/work';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const sealKeys = { of: (projectId: number) => ['staff', 'report-seals', projectId] as const };

export const sealQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: [...sealKeys.of(projectId), 'list'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(reportSealListEndpoint, { params: { projectId }, signal })).data,
    }),
  versions: (projectId: number) =>
    queryOptions({
      queryKey: [...sealKeys.of(projectId), 'versions'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(reportSealVersionsEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useSealActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: sealKeys.of(projectId) });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ReportSealSaveBody) => (await callEndpointWithTip(reportSealSaveEndpoint, { body })).data,
    onSuccess,
  });
  const submit = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async (body: ReportSealSubmitBody) =>
      (await callEndpointWithTip(reportSealSubmitEndpoint, { body })).data,
    onSuccess,
  });
  const withdraw = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (instanceId: number) =>
      (await callEndpointWithTip(withdrawEndpoint, { body: { id: instanceId } })).data,
    onSuccess,
  });
  return { save, submit, withdraw };
}
