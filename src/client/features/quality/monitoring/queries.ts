/** Query factories and writes of a project's monitoring visits; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AppointmentAdjustBody,
  type AppointmentBookBody,
  type AppointmentListQuery,
  type AppointmentRefuseBody,
  type AppointmentRowRef,
  type AppointmentRulesBody,
  type MonitoringCloseBody,
  type RemoteSwitchBody,
  appointmentAcceptEndpoint,
  appointmentAdjustEndpoint,
  appointmentBookEndpoint,
  appointmentCancelEndpoint,
  appointmentConfirmEndpoint,
  appointmentLaunchEndpoint,
  appointmentListEndpoint,
  appointmentRefuseEndpoint,
  appointmentRulesSaveEndpoint,
  monitoringCloseEndpoint,
  monitoringSettingEndpoint,
  remoteCloseEndpoint,
  remoteOpenEndpoint,
} from '../../../../shared/api/quality/appointments';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const monitoringKeys = { of: (projectId: number) => ['staff', 'monitoring', projectId] as const };

export const monitoringQueries = {
  list: (projectId: number, query: AppointmentListQuery) =>
    queryOptions({
      queryKey: [...monitoringKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(appointmentListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  settings: (projectId: number) =>
    queryOptions({
      queryKey: [...monitoringKeys.of(projectId), 'settings'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(monitoringSettingEndpoint, { params: { projectId }, signal })).data,
    }),
};

/** A move that needs only the visit's reference (accept, confirm, cancel, launch). */
function usePlainMove(projectId: number, endpoint: typeof appointmentAcceptEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: AppointmentRowRef) => (await callEndpointWithTip(endpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.of(projectId) }),
  });
}

export function useMonitoringActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: monitoringKeys.of(projectId) });
  return {
    book: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: AppointmentBookBody) =>
        (await callEndpointWithTip(appointmentBookEndpoint, { body })).data,
      onSuccess,
    }),
    accept: usePlainMove(projectId, appointmentAcceptEndpoint),
    confirm: usePlainMove(projectId, appointmentConfirmEndpoint),
    cancel: usePlainMove(projectId, appointmentCancelEndpoint),
    launch: usePlainMove(projectId, appointmentLaunchEndpoint),
    refuse: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: AppointmentRefuseBody) =>
        (await callEndpointWithTip(appointmentRefuseEndpoint, { body })).data,
      onSuccess,
    }),
    adjust: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: AppointmentAdjustBody) =>
        (await callEndpointWithTip(appointmentAdjustEndpoint, { body })).data,
      onSuccess,
    }),
    saveRules: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: AppointmentRulesBody) =>
        (await callEndpointWithTip(appointmentRulesSaveEndpoint, { body })).data,
      onSuccess,
    }),
    close: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: MonitoringCloseBody) =>
        (await callEndpointWithTip(monitoringCloseEndpoint, { body })).data,
      onSuccess,
    }),
    remote: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async ({ open, ...body }: RemoteSwitchBody & { open: boolean }) =>
        (await callEndpointWithTip(open ? remoteOpenEndpoint : remoteCloseEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
