/** The site's pharmacies and their temperatures: lists and writes; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TemperatureImportBody,
  type TemperatureRecordBody,
  temperatureImportEndpoint,
  temperatureListEndpoint,
  temperatureRecordEndpoint,
} from '../../../../shared/api/drugs/temperature';
import {
  type WarehouseSaveBody,
  warehouseListEndpoint,
  warehouseSaveEndpoint,
} from '../../../../shared/api/drugs/warehouses';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { successFrom, successText } from '../../../lib/mutation-success';
import { temperatureMessages } from './temperature-messages';

export const warehouseKeys = { all: ['staff', 'drug-warehouses'] as const };
/** Readings shown per pharmacy: the latest ones. */
export const RECENT_READINGS = 20;

export const warehouseQueries = {
  list: () =>
    queryOptions({
      queryKey: [...warehouseKeys.all, 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(warehouseListEndpoint, { signal })).data,
    }),
  temperatures: (warehouseId: number) =>
    queryOptions({
      queryKey: [...warehouseKeys.all, 'temperatures', warehouseId] as const,
      queryFn: async ({ signal }) =>
        callEndpoint(temperatureListEndpoint, {
          params: { warehouseId },
          query: { offset: 0, limit: RECENT_READINGS },
          signal,
        }),
    }),
};

export function useWarehouseSave() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: WarehouseSaveBody) => (await callEndpointWithTip(warehouseSaveEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}

/** What a recording or an import added; the excursions it opened are said too. */
export interface Recorded {
  added: number;
  duplicates: number;
  excursions: number[];
}

const recordedNotice = successFrom<Recorded>((data) =>
  successText(temperatureMessages, data.excursions.length > 0 ? 'addedWithExcursions' : 'added', {
    added: data.added,
    duplicates: data.duplicates,
    excursions: data.excursions.length,
  }),
);

export function useTemperatureActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
  return {
    record: useMutation({
      meta: { success: recordedNotice },
      mutationFn: async (body: TemperatureRecordBody) =>
        (await callEndpointWithTip(temperatureRecordEndpoint, { body })).data,
      onSuccess,
    }),
    importFile: useMutation({
      meta: { success: recordedNotice },
      mutationFn: async (body: TemperatureImportBody) =>
        (await callEndpointWithTip(temperatureImportEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
