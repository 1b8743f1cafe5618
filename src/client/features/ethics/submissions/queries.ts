/** Query factories and writes of ethics submissions (the team's and the board's); keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BoardColumn,
  type BoardReturnBody,
  boardAcceptEndpoint,
  boardCountsEndpoint,
  boardDetailEndpoint,
  boardListEndpoint,
  boardReturnEndpoint,
} from '../../../../shared/api/ethics/board';
import {
  type SubmissionMoveBody,
  type SubmissionSaveBody,
  binderVersionsEndpoint,
  submissionDetailEndpoint,
  submissionListEndpoint,
  submissionSaveEndpoint,
  submissionSubmitEndpoint,
  submissionWithdrawEndpoint,
} from '../../../../shared/api/ethics/submissions';
import type { SubmissionStatus } from '../../../../shared/domain/ethics/submissions';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const ethicsKeys = { all: ['staff', 'ethics'] as const };
/** A board column or a project's list on one page: a committee receives tens of submissions a month. */
export const ETHICS_PAGE_SIZE = 100;

export const ethicsQueries = {
  projectList: (projectId: number, status?: SubmissionStatus) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'project', projectId, status ?? null] as const,
      queryFn: async ({ signal }) => {
        const query = { offset: 0, limit: ETHICS_PAGE_SIZE, ...(status ? { status } : {}) };
        const { rows, total } = await callEndpoint(submissionListEndpoint, { params: { projectId }, query, signal });
        return { rows, total };
      },
    }),
  projectDetail: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'project', projectId, 'detail', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(submissionDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),
  binder: (projectId: number) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'project', projectId, 'binder'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(binderVersionsEndpoint, { params: { projectId }, signal })).data,
    }),
  board: (column: BoardColumn) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'board', column] as const,
      queryFn: async ({ signal }) => {
        const query = { column, offset: 0, limit: ETHICS_PAGE_SIZE };
        const { rows, total } = await callEndpoint(boardListEndpoint, { query, signal });
        return { rows, total };
      },
    }),
  counts: () =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'board', 'counts'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(boardCountsEndpoint, { signal })).data,
    }),
  boardDetail: (id: number) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'board', 'detail', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(boardDetailEndpoint, { params: { id }, signal })).data,
    }),
};

export function useSubmissionActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ethicsKeys.all });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SubmissionSaveBody) => (await callEndpointWithTip(submissionSaveEndpoint, { body })).data,
    onSuccess,
  });
  const submit = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async (body: Omit<SubmissionMoveBody, 'reason'>) =>
      (await callEndpointWithTip(submissionSubmitEndpoint, { body })).data,
    onSuccess,
  });
  const withdraw = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: SubmissionMoveBody) =>
      (await callEndpointWithTip(submissionWithdrawEndpoint, { body })).data,
    onSuccess,
  });
  return { save, submit, withdraw };
}

export function useBoardActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ethicsKeys.all });
  const accept = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: { id: number; version: number }) =>
      (await callEndpointWithTip(boardAcceptEndpoint, { body })).data,
    onSuccess,
  });
  const returnToTeam = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: BoardReturnBody) => (await callEndpointWithTip(boardReturnEndpoint, { body })).data,
    onSuccess,
  });
  return { accept, returnToTeam };
}
