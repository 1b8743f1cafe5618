/** Query factories and writes of the ethics committee; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CommitteeRulesBody,
  type MemberSaveBody,
  committeeEndpoint,
  committeeRulesEndpoint,
  memberRemoveEndpoint,
  memberSaveEndpoint,
  staffPickEndpoint,
} from '../../../../shared/api/ethics/committee';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const committeeKeys = { all: ['staff', 'ethics', 'committee'] as const };

export const committeeQueries = {
  committee: () =>
    queryOptions({
      queryKey: committeeKeys.all,
      queryFn: async ({ signal }) => (await callEndpoint(committeeEndpoint, { signal })).data,
    }),
  staff: (keyword: string) =>
    queryOptions({
      queryKey: [...committeeKeys.all, 'staff', keyword] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(staffPickEndpoint, { query: keyword ? { keyword } : {}, signal })).data,
    }),
};

export function useCommitteeActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: committeeKeys.all });
  const saveRules = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: CommitteeRulesBody) => (await callEndpointWithTip(committeeRulesEndpoint, { body })).data,
    onSuccess,
  });
  const saveMember = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: MemberSaveBody) => (await callEndpointWithTip(memberSaveEndpoint, { body })).data,
    onSuccess,
  });
  const removeMember = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: { id: number; version: number }) =>
      (await callEndpointWithTip(memberRemoveEndpoint, { body })).data,
    onSuccess,
  });
  return { saveRules, saveMember, removeMember };
}
