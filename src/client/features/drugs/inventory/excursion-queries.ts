/** A project's temperature excursions and the sponsor's decision on one; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ExcursionDecideBody,
  type ExcursionListQuery,
  excursionDecideEndpoint,
  excursionListEndpoint,
} from '../../../../shared/api/drugs/storage';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { successText } from '../../../lib/mutation-success';
import { excursionMessages } from './excursion-messages';

const keyOf = (projectId: number) => ['staff', 'drug-inventory', projectId] as const;
/** Excursions shown at once: open ones come first. */
export const EXCURSIONS_SHOWN = 50;

export const excursionQueries = {
  list: (projectId: number, query: ExcursionListQuery) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'excursions', query] as const,
      queryFn: async ({ signal }) => callEndpoint(excursionListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
};

export function useExcursionDecide(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: successText(excursionMessages, 'decided') },
    mutationFn: async (body: ExcursionDecideBody) =>
      (await callEndpointWithTip(excursionDecideEndpoint, { body })).data,
    // The stock moved too: every inventory list of the project is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(projectId) }),
  });
}
