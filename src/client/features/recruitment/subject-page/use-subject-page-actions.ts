/** The writes only the subject's page offers (randomisation, re-consent); the project's subject queries refresh after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SubjectConsentBody,
  type SubjectRandomiseBody,
  subjectConsentEndpoint,
  subjectRandomiseEndpoint,
} from '../../../../shared/api/recruitment/subject-page';
import { callEndpointWithTip } from '../../../lib/http';
import { subjectKeys } from '../subjects/queries';

export function useSubjectPageActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: subjectKeys.of(projectId) });
  const randomise = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SubjectRandomiseBody) =>
      (await callEndpointWithTip(subjectRandomiseEndpoint, { body })).data,
    onSuccess,
  });
  const consent = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SubjectConsentBody) => (await callEndpointWithTip(subjectConsentEndpoint, { body })).data,
    onSuccess,
  });
  return { randomise, consent };
}
