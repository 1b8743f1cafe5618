/** The site's fee types: list and writes; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FeeTypeDeleteBody,
  type FeeTypeSaveBody,
  feeTypeDeleteEndpoint,
  feeTypeListEndpoint,
  feeTypeSaveEndpoint,
} from '../../../../shared/api/finance/fee-types';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const feeTypeKeys = { all: ['staff', 'finance-fee-types'] as const };

export const feeTypeQueries = {
  list: () =>
    queryOptions({
      queryKey: [...feeTypeKeys.all, 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(feeTypeListEndpoint, { signal })).data,
    }),
};

export function useFeeTypeActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: feeTypeKeys.all });
  return {
    save: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: FeeTypeSaveBody) => (await callEndpointWithTip(feeTypeSaveEndpoint, { body })).data,
      onSuccess,
    }),
    remove: useMutation({
      meta: { success: 'deleted' },
      mutationFn: async (body: FeeTypeDeleteBody) => (await callEndpointWithTip(feeTypeDeleteEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
