/** Query factories and writes of a project's dispensing and prescriptions; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DistributionGiveBody,
  type DistributionListQuery,
  type DistributionRevokeBody,
  type DistributionRowRef,
  dispensingOptionsEndpoint,
  distributionGiveEndpoint,
  distributionListEndpoint,
  distributionReviewEndpoint,
  distributionRevokeEndpoint,
} from '../../../../shared/api/drugs/dispensing';
import {
  type PrescriptionListQuery,
  type PrescriptionRowRef,
  type PrescriptionSaveBody,
  prescriptionCancelEndpoint,
  prescriptionListEndpoint,
  prescriptionPublishEndpoint,
  prescriptionSaveEndpoint,
} from '../../../../shared/api/drugs/prescriptions';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const dispensingKeys = { of: (projectId: number) => ['staff', 'drug-dispensing', projectId] as const };

export const dispensingQueries = {
  list: (projectId: number, query: DistributionListQuery) =>
    queryOptions({
      queryKey: [...dispensingKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(distributionListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  options: (projectId: number) =>
    queryOptions({
      queryKey: [...dispensingKeys.of(projectId), 'options'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(dispensingOptionsEndpoint, { params: { projectId }, signal })).data,
    }),
  prescriptions: (projectId: number, query: PrescriptionListQuery) =>
    queryOptions({
      queryKey: [...dispensingKeys.of(projectId), 'prescriptions', query] as const,
      queryFn: async ({ signal }) => callEndpoint(prescriptionListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
};

export function useDispensingActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: dispensingKeys.of(projectId) });
  const give = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: DistributionGiveBody) =>
      (await callEndpointWithTip(distributionGiveEndpoint, { body })).data,
    onSuccess,
  });
  const review = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: DistributionRowRef) =>
      (await callEndpointWithTip(distributionReviewEndpoint, { body })).data,
    onSuccess,
  });
  const revoke = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: DistributionRevokeBody) =>
      (await callEndpointWithTip(distributionRevokeEndpoint, { body })).data,
    onSuccess,
  });
  return { give, review, revoke };
}

export function usePrescriptionActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: dispensingKeys.of(projectId) });
  const draft = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: PrescriptionSaveBody) =>
      (await callEndpointWithTip(prescriptionSaveEndpoint, { body })).data,
    onSuccess,
  });
  const publish = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: PrescriptionRowRef) =>
      (await callEndpointWithTip(prescriptionPublishEndpoint, { body })).data,
    onSuccess,
  });
  const cancel = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: PrescriptionRowRef) =>
      (await callEndpointWithTip(prescriptionCancelEndpoint, { body })).data,
    onSuccess,
  });
  return { draft, publish, cancel };
}
