/**
 * The worklist's and the record's writes: hand entry, import, HIS sync, matching, the in-group
 * suggestion, a contact attempt and the enrolment. After each the project's candidate data
 * (list, record, history) is fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ContactBody,
  type SuggestBody,
  recruitContactEndpoint,
  recruitMatchEndpoint,
  recruitSuggestEndpoint,
} from '../../../../shared/api/recruitment/follow';
import { type PatientSaveBody, patientSaveEndpoint } from '../../../../shared/api/recruitment/candidates';
import { patientHisSyncEndpoint, patientImportEndpoint } from '../../../../shared/api/recruitment/candidate-import';
import { type SubjectEnrolBody, subjectEnrolEndpoint } from '../../../../shared/api/recruitment/subjects';
import { callEndpointWithTip } from '../../../lib/http';
import { candidateKeys } from './queries';
import { successFrom, successText } from '../../../lib/mutation-success';
import { recordMessages, recruitmentMessages } from './messages';

export function useCandidateActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: candidateKeys.all(projectId) });
  return {
    save: useMutation({
      meta: {
        success: successFrom((answer: { merged: boolean }) =>
          answer.merged ? successText(recruitmentMessages, 'mergedSaved') : 'saved',
        ),
      },
      mutationFn: async (body: PatientSaveBody) => (await callEndpointWithTip(patientSaveEndpoint, { body })).data,
      onSuccess,
    }),
    importFile: useMutation({
      mutationFn: async (body: { fileName: string; content: string; apply: boolean }) =>
        (await callEndpointWithTip(patientImportEndpoint, { body: { projectId, ...body } })).data,
      onSuccess: (report) => (report.applied ? onSuccess() : undefined),
    }),
    hisSync: useMutation({
      meta: {
        success: successFrom((answer: Record<string, number>) => successText(recruitmentMessages, 'hisSynced', answer)),
      },
      mutationFn: async () => (await callEndpointWithTip(patientHisSyncEndpoint, { body: { projectId } })).data,
      onSuccess,
    }),
    runMatch: useMutation({
      meta: {
        success: successFrom((answer: { matched: number }) =>
          successText(recruitmentMessages, 'matched', { count: answer.matched }),
        ),
      },
      mutationFn: async () => (await callEndpointWithTip(recruitMatchEndpoint, { body: { projectId } })).data,
      onSuccess,
    }),
    suggest: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: SuggestBody) => (await callEndpointWithTip(recruitSuggestEndpoint, { body })).data,
      onSuccess,
    }),
    contact: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: ContactBody) => (await callEndpointWithTip(recruitContactEndpoint, { body })).data,
      onSuccess,
    }),
    enrol: useMutation({
      meta: {
        success: successFrom((answer: { subjectNumber: string }) =>
          successText(recordMessages, 'enrolled', { number: answer.subjectNumber }),
        ),
      },
      mutationFn: async (body: SubjectEnrolBody) => (await callEndpointWithTip(subjectEnrolEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
