/** Query factories and writes of meetings; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingRoomEndpoint } from '../../../../shared/api/ethics/meeting-room';
import {
  type AttendBody,
  type MeetingCreateBody,
  type MeetingMoveBody,
  type VoteCastBody,
  type VoteRecordBody,
  agendaCandidatesEndpoint,
  agendaRemoveEndpoint,
  attendEndpoint,
  meetingCreateEndpoint,
  meetingListEndpoint,
  meetingMoveEndpoint,
  voteCastEndpoint,
  voteCloseEndpoint,
  voteConflictEndpoint,
  voteOpenEndpoint,
  voteRecordEndpoint,
} from '../../../../shared/api/ethics/meetings';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { ethicsKeys } from '../submissions/queries';

const keys = [...ethicsKeys.all, 'meetings'] as const;
/** While a meeting is ongoing its room is polled this often (ms). */
export const ROOM_POLL_MS = 3000;

export const meetingQueries = {
  list: () =>
    queryOptions({
      queryKey: [...keys, 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(meetingListEndpoint, { signal })).data,
    }),
  candidates: () =>
    queryOptions({
      queryKey: [...keys, 'candidates'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(agendaCandidatesEndpoint, { signal })).data,
    }),
  room: (id: number) =>
    queryOptions({
      queryKey: [...keys, 'room', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(meetingRoomEndpoint, { params: { id }, signal })).data,
      refetchInterval: (query) => (query.state.data?.meeting.status === 1 ? ROOM_POLL_MS : false),
    }),
};

export function useMeetingActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ethicsKeys.all });
  const create = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: MeetingCreateBody) => (await callEndpointWithTip(meetingCreateEndpoint, { body })).data,
    onSuccess,
  });
  const move = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: MeetingMoveBody) => (await callEndpointWithTip(meetingMoveEndpoint, { body })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: { id: number; version: number; itemId: number }) =>
      (await callEndpointWithTip(agendaRemoveEndpoint, { body })).data,
    onSuccess,
  });
  const attend = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: AttendBody) => (await callEndpointWithTip(attendEndpoint, { body })).data,
    onSuccess,
  });
  const open = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (itemId: number) => (await callEndpointWithTip(voteOpenEndpoint, { body: { itemId } })).data,
    onSuccess,
  });
  const close = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (itemId: number) => (await callEndpointWithTip(voteCloseEndpoint, { body: { itemId } })).data,
    onSuccess,
  });
  const record = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: VoteRecordBody) => (await callEndpointWithTip(voteRecordEndpoint, { body })).data,
    onSuccess,
  });
  const conflict = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: { itemId: number; note: string }) =>
      (await callEndpointWithTip(voteConflictEndpoint, { body })).data,
    onSuccess,
  });
  const cast = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: VoteCastBody) => (await callEndpointWithTip(voteCastEndpoint, { body })).data,
    onSuccess,
  });
  return { create, move, remove, attend, open, close, record, conflict, cast };
}
