/** The writes of the subject page; the project's subject queries are fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SubjectDeleteBody,
  type SubjectSaveBody,
  type SubjectSetInvalidBody,
  type SubjectSetStatusBody,
  subjectDeleteEndpoint,
  subjectSaveEndpoint,
  subjectSetInvalidEndpoint,
  subjectSetStatusEndpoint,
} from '../../../../shared/api/recruitment/subjects';
import {
  type SubjectNumberingSaveBody,
  subjectNumberingSaveEndpoint,
} from '../../../../shared/api/recruitment/subject-numbering';
import { callEndpointWithTip } from '../../../lib/http';
import { subjectKeys } from './queries';

export function useSubjectActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: subjectKeys.of(projectId) });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SubjectSaveBody) => (await callEndpointWithTip(subjectSaveEndpoint, { body })).data,
    onSuccess,
  });
  const setStatus = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: SubjectSetStatusBody) =>
      (await callEndpointWithTip(subjectSetStatusEndpoint, { body })).data,
    onSuccess,
  });
  const setInvalid = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: SubjectSetInvalidBody) =>
      (await callEndpointWithTip(subjectSetInvalidEndpoint, { body })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: SubjectDeleteBody) => (await callEndpointWithTip(subjectDeleteEndpoint, { body })).data,
    onSuccess,
  });
  const saveNumbering = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SubjectNumberingSaveBody) =>
      (await callEndpointWithTip(subjectNumberingSaveEndpoint, { body })).data,
    onSuccess,
  });
  return { save, setStatus, setInvalid, remove, saveNumbering };
}
