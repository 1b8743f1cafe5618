/** Query factories and writes of problem reports; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ProblemFileBody,
  type ProblemMoveBody,
  myProblemListEndpoint,
  problemDetailEndpoint,
  problemFileEndpoint,
  problemListEndpoint,
  problemMoveEndpoint,
} from '../../../../shared/api/work/problem-reports';
import type { ProblemStatus } from '../../../../shared/domain/work/problem-reports';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const problemKeys = { all: ['staff', 'problem-reports'] as const };

/** One's own reports shown in the dialog: the newest twenty. */
const MINE_LIMIT = 20;

export const problemQueries = {
  mine: () =>
    queryOptions({
      queryKey: [...problemKeys.all, 'mine'] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(myProblemListEndpoint, {
          query: { offset: 0, limit: MINE_LIMIT },
          signal,
        });
        return { rows, total };
      },
    }),
  list: (query: { offset: number; limit: number; status?: ProblemStatus }) =>
    queryOptions({
      queryKey: [...problemKeys.all, 'list', query] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(problemListEndpoint, { query, signal });
        return { rows, total };
      },
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...problemKeys.all, 'detail', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(problemDetailEndpoint, { params: { id }, signal })).data,
    }),
};

export function useFileProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProblemFileBody) => (await callEndpointWithTip(problemFileEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}

export function useMoveProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: ProblemMoveBody) => (await callEndpointWithTip(problemMoveEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}
