/** Query factories and writes of a project's drug deliveries; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DeliveryListQuery,
  type DeliveryReceiveBody,
  type DeliveryRecordBody,
  type DeliveryRefuseBody,
  type DeliveryRowRef,
  deliveryListEndpoint,
  deliveryOptionsEndpoint,
  deliveryReceiveEndpoint,
  deliveryRecordEndpoint,
  deliveryRefuseEndpoint,
  deliveryStockInEndpoint,
} from '../../../../shared/api/drugs/deliveries';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const deliveryKeys = { of: (projectId: number) => ['staff', 'drug-deliveries', projectId] as const };

export const deliveryQueries = {
  list: (projectId: number, query: DeliveryListQuery) =>
    queryOptions({
      queryKey: [...deliveryKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(deliveryListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  options: (projectId: number) =>
    queryOptions({
      queryKey: [...deliveryKeys.of(projectId), 'options'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(deliveryOptionsEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useDeliveryActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: deliveryKeys.of(projectId) });
  const record = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: DeliveryRecordBody) => (await callEndpointWithTip(deliveryRecordEndpoint, { body })).data,
    onSuccess,
  });
  const receive = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: DeliveryReceiveBody) =>
      (await callEndpointWithTip(deliveryReceiveEndpoint, { body })).data,
    onSuccess,
  });
  const refuse = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: DeliveryRefuseBody) => (await callEndpointWithTip(deliveryRefuseEndpoint, { body })).data,
    onSuccess,
  });
  const stockIn = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: DeliveryRowRef) => (await callEndpointWithTip(deliveryStockInEndpoint, { body })).data,
    onSuccess,
  });
  return { record, receive, refuse, stockIn };
}
