/** Query factories and writes of decision letters; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LetterDraftBody,
  type LetterSignBody,
  approvalStatusEndpoint,
  boardLetterEndpoint,
  letterDraftEndpoint,
  letterSignEndpoint,
  teamLetterEndpoint,
} from '../../../../shared/api/ethics/letters';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { successText } from '../../../lib/mutation-success';
import { ethicsLetterMessages } from './messages';
import { ethicsKeys } from '../submissions/queries';

export const letterQueries = {
  board: (submissionId: number) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'letter', 'board', submissionId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(boardLetterEndpoint, { params: { submissionId }, signal })).data,
    }),
  team: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'project', projectId, 'letter', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(teamLetterEndpoint, { params: { projectId, id }, signal })).data,
    }),
  approval: (projectId: number) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'project', projectId, 'approval'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(approvalStatusEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useLetterActions() {
  const queryClient = useQueryClient();
  // A signature moves the project's header labels too: every ethics and project view reloads.
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['staff'] });
  const draft = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: LetterDraftBody) => (await callEndpointWithTip(letterDraftEndpoint, { body })).data,
    onSuccess,
  });
  const sign = useMutation({
    meta: { success: successText(ethicsLetterMessages, 'signedNotice') },
    mutationFn: async (body: LetterSignBody) => (await callEndpointWithTip(letterSignEndpoint, { body })).data,
    onSuccess,
  });
  return { draft, sign };
}
