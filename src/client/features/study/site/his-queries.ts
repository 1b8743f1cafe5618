/** The HIS connection in the site settings page; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type HisConnectionSaveBody,
  type HisConnectionTestBody,
  hisConnectionEndpoint,
  hisConnectionSaveEndpoint,
  hisConnectionTestEndpoint,
} from '../../../../shared/api/recruitment';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { successText } from '../../../lib/mutation-success';
import { hisMessages } from './his-messages';

export const hisConnectionKeys = { settings: () => ['staff', 'site', 'his'] as const };

export const hisConnectionQueries = {
  settings: () =>
    queryOptions({
      queryKey: hisConnectionKeys.settings(),
      queryFn: async ({ signal }) => (await callEndpoint(hisConnectionEndpoint, { signal })).data,
    }),
};

export function useHisConnectionActions() {
  const queryClient = useQueryClient();
  return {
    save: useMutation({
      meta: { success: successText(hisMessages, 'saved') },
      mutationFn: async (body: HisConnectionSaveBody) =>
        (await callEndpointWithTip(hisConnectionSaveEndpoint, { body })).data,
      onSuccess: (saved) => queryClient.setQueryData(hisConnectionKeys.settings(), saved),
    }),
    test: useMutation({
      mutationFn: async (body: HisConnectionTestBody) =>
        (await callEndpointWithTip(hisConnectionTestEndpoint, { body })).data,
    }),
  };
}
