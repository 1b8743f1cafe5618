/** Query factories and writes of a project's meetings; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type StudyMeetingAttendBody,
  type StudyMeetingCreateBody,
  type StudyMeetingMinutesBody,
  type StudyMeetingMoveBody,
  studyMeetingAttendEndpoint,
  studyMeetingCreateEndpoint,
  studyMeetingDetailEndpoint,
  studyMeetingListEndpoint,
  studyMeetingMinutesEndpoint,
  studyMeetingMoveEndpoint,
} from '../../../../shared/api/study/meetings';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const studyMeetingKeys = { of: (projectId: number) => ['staff', 'study-meetings', projectId] as const };

export const studyMeetingQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: [...studyMeetingKeys.of(projectId), 'list'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(studyMeetingListEndpoint, { params: { projectId }, signal })).data,
    }),
  detail: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...studyMeetingKeys.of(projectId), 'detail', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(studyMeetingDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),
};

export function useStudyMeetingActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: studyMeetingKeys.of(projectId) });
  const create = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: StudyMeetingCreateBody) =>
      (await callEndpointWithTip(studyMeetingCreateEndpoint, { body })).data,
    onSuccess,
  });
  const move = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: StudyMeetingMoveBody) =>
      (await callEndpointWithTip(studyMeetingMoveEndpoint, { body })).data,
    onSuccess,
  });
  const attend = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: StudyMeetingAttendBody) =>
      (await callEndpointWithTip(studyMeetingAttendEndpoint, { body })).data,
    onSuccess,
  });
  const minutes = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: StudyMeetingMinutesBody) =>
      (await callEndpointWithTip(studyMeetingMinutesEndpoint, { body })).data,
    onSuccess,
  });
  return { create, move, attend, minutes };
}
