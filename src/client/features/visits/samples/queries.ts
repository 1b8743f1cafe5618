/** A project's samples, boxes and shipments, and their writes; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SampleBoxSaveBody,
  type ShipmentCreateBody,
  type ShipmentRefBody,
  type ShipmentTemperatureBody,
  sampleBoxListEndpoint,
  sampleBoxMapEndpoint,
  sampleBoxSaveEndpoint,
  shipmentCreateEndpoint,
  shipmentDetailEndpoint,
  shipmentListEndpoint,
  shipmentReceiveEndpoint,
  shipmentShipEndpoint,
  shipmentTemperatureEndpoint,
} from '../../../../shared/api/visits/sample-boxes';
import {
  type SampleCollectBody,
  type SampleListQuery,
  type SamplePlaceBody,
  type SampleStatusBody,
  sampleByCodeEndpoint,
  sampleCollectEndpoint,
  sampleCustodyEndpoint,
  sampleListEndpoint,
  samplePlaceEndpoint,
  sampleStatusEndpoint,
  sampleVisitsEndpoint,
} from '../../../../shared/api/visits/samples';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { successText } from '../../../lib/mutation-success';
import { samplesMessages } from './messages';

const keyOf = (projectId: number) => ['staff', 'samples', projectId] as const;

export const sampleQueries = {
  list: (projectId: number, query: SampleListQuery) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => await callEndpoint(sampleListEndpoint, { params: { projectId }, query, signal }),
    }),
  visits: (projectId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'visits'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(sampleVisitsEndpoint, { params: { projectId }, signal })).data,
    }),
  custody: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'custody', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(sampleCustodyEndpoint, { params: { projectId, id }, signal })).data,
    }),
  boxes: (projectId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'boxes'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(sampleBoxListEndpoint, { params: { projectId }, signal })).data,
    }),
  box: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'box', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(sampleBoxMapEndpoint, { params: { projectId, id }, signal })).data,
    }),
  shipments: (projectId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'shipments'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(shipmentListEndpoint, { params: { projectId }, signal })).data,
    }),
  shipment: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'shipment', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(shipmentDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),
};

/** One sample by its label code (a scan or a typed code). */
export async function sampleByCode(projectId: number, sampleCode: string) {
  return (await callEndpoint(sampleByCodeEndpoint, { params: { projectId, sampleCode } })).data;
}

export function useSampleActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keyOf(projectId) });
  return {
    collect: useMutation({
      meta: { success: 'created' },
      mutationFn: async (body: SampleCollectBody) => (await callEndpointWithTip(sampleCollectEndpoint, { body })).data,
      onSuccess,
    }),
    status: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: SampleStatusBody) => (await callEndpointWithTip(sampleStatusEndpoint, { body })).data,
      onSuccess,
    }),
    place: useMutation({
      meta: { success: successText(samplesMessages, 'placed') },
      mutationFn: async (body: SamplePlaceBody) => (await callEndpointWithTip(samplePlaceEndpoint, { body })).data,
      onSuccess,
    }),
    saveBox: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: SampleBoxSaveBody) => (await callEndpointWithTip(sampleBoxSaveEndpoint, { body })).data,
      onSuccess,
    }),
    createShipment: useMutation({
      meta: { success: 'created' },
      mutationFn: async (body: ShipmentCreateBody) =>
        (await callEndpointWithTip(shipmentCreateEndpoint, { body })).data,
      onSuccess,
    }),
    ship: useMutation({
      meta: { success: successText(samplesMessages, 'shippedNotice') },
      mutationFn: async (body: ShipmentRefBody) => (await callEndpointWithTip(shipmentShipEndpoint, { body })).data,
      onSuccess,
    }),
    receive: useMutation({
      meta: { success: successText(samplesMessages, 'receivedNotice') },
      mutationFn: async (body: ShipmentRefBody) => (await callEndpointWithTip(shipmentReceiveEndpoint, { body })).data,
      onSuccess,
    }),
    temperature: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: ShipmentTemperatureBody) =>
        (await callEndpointWithTip(shipmentTemperatureEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
