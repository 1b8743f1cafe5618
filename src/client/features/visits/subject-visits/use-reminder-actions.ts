/** Reminder writes from a subject's calendar: the patient's consent and the project's lead time. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ReminderConsentBody,
  type ReminderDaysSaveBody,
  reminderConsentEndpoint,
  reminderDaysSaveEndpoint,
} from '../../../../shared/api/work';
import { callEndpointWithTip } from '../../../lib/http';
import { subjectVisitKeys } from './queries';

export function useReminderActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: subjectVisitKeys.of(projectId) });
  const setConsent = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ReminderConsentBody) =>
      (await callEndpointWithTip(reminderConsentEndpoint, { body })).data,
    onSuccess,
  });
  const saveDays = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ReminderDaysSaveBody) =>
      (await callEndpointWithTip(reminderDaysSaveEndpoint, { body })).data,
    onSuccess,
  });
  return { setConsent, saveDays };
}
