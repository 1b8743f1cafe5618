/** A project's drug settings and catalogue, and their writes; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DrugArmSaveBody,
  type DrugDosageSaveBody,
  type DrugRowRef,
  type DrugSaveBody,
  type DrugSettingSaveBody,
  drugArmDeleteEndpoint,
  drugArmSaveEndpoint,
  drugCatalogueEndpoint,
  drugDeleteEndpoint,
  drugDosageDeleteEndpoint,
  drugDosageSaveEndpoint,
  drugSaveEndpoint,
  drugSettingEndpoint,
  drugSettingSaveEndpoint,
} from '../../../../shared/api/drugs/catalogue';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

const keyOf = (projectId: number) => ['staff', 'drug-catalogue', projectId] as const;

export const catalogueQueries = {
  setting: (projectId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'setting'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(drugSettingEndpoint, { params: { projectId }, signal })).data,
    }),
  catalogue: (projectId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'list'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(drugCatalogueEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useCatalogueActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keyOf(projectId) });
  return {
    setting: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: DrugSettingSaveBody) =>
        (await callEndpointWithTip(drugSettingSaveEndpoint, { body })).data,
      onSuccess,
    }),
    drug: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: DrugSaveBody) => (await callEndpointWithTip(drugSaveEndpoint, { body })).data,
      onSuccess,
    }),
    arm: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: DrugArmSaveBody) => (await callEndpointWithTip(drugArmSaveEndpoint, { body })).data,
      onSuccess,
    }),
    dosage: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: DrugDosageSaveBody) =>
        (await callEndpointWithTip(drugDosageSaveEndpoint, { body })).data,
      onSuccess,
    }),
    remove: useMutation({
      meta: { success: 'deleted' },
      mutationFn: async ({ kind, ...body }: DrugRowRef & { kind: 'drug' | 'arm' | 'dosage' }) => {
        const endpoint =
          kind === 'drug' ? drugDeleteEndpoint : kind === 'arm' ? drugArmDeleteEndpoint : drugDosageDeleteEndpoint;
        return (await callEndpointWithTip(endpoint, { body })).data;
      },
      onSuccess,
    }),
  };
}
