/**
 * The writes of study management's projects. Each refreshes the project's queries and the
 * table; creating or copying also re-reads `who`, since the creator joins the new project's
 * team and its pages open only with that membership.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/api/contract/endpoint';
import {
  projectArchiveEndpoint,
  projectCopyEndpoint,
  projectCreateEndpoint,
  projectPublishEndpoint,
  projectRecruitStatusEndpoint,
  projectStartEndpoint,
  projectTerminateEndpoint,
  projectUnpublishEndpoint,
  projectUpdateEndpoint,
} from '../../../../shared/api/study/projects';
import { projectDoctorsSaveEndpoint } from '../../../../shared/api/study/project-pages';
import type { ProjectAction } from '../../../../shared/domain/study/lifecycle';
import { callEndpointWithTip } from '../../../lib/http';
import { authKeys } from '../../access';
import { projectManageKeys } from './queries';
import { projectManageMessages } from './messages';
import { type SuccessRule, successFrom, successText } from '../../../lib/mutation-success';

function useProjectWrite<V, R>(
  write: (variables: V) => Promise<R>,
  success: SuccessRule | undefined,
  { joinsTeam = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success },
    mutationFn: write,
    onSuccess: async () => {
      if (joinsTeam) await queryClient.refetchQueries({ queryKey: authKeys.who() });
      await queryClient.invalidateQueries({ queryKey: projectManageKeys.all() });
    },
  });
}

export const useCreateProject = () =>
  useProjectWrite(
    async (body: BodyOf<typeof projectCreateEndpoint>) =>
      (await callEndpointWithTip(projectCreateEndpoint, { body })).data,
    'created',
    { joinsTeam: true },
  );

export const useCopyProject = () =>
  useProjectWrite(
    async (projectId: number) => (await callEndpointWithTip(projectCopyEndpoint, { body: { projectId } })).data,
    'created',
    { joinsTeam: true },
  );

export const useUpdateProject = () =>
  useProjectWrite(
    async (body: BodyOf<typeof projectUpdateEndpoint>) =>
      (await callEndpointWithTip(projectUpdateEndpoint, { body })).data,
    'saved',
  );

export interface TransitionRequest {
  action: ProjectAction;
  projectId: number;
  version: number;
  /** Terminate only. */
  reason?: string;
}

function transition({ action, projectId, version, reason = '' }: TransitionRequest) {
  const body = { projectId, version };
  if (action === 'terminate') return callEndpointWithTip(projectTerminateEndpoint, { body: { ...body, reason } });
  return callEndpointWithTip(action === 'start' ? projectStartEndpoint : projectArchiveEndpoint, { body });
}

export const useProjectTransition = () =>
  useProjectWrite(async (request: TransitionRequest) => (await transition(request)).data, 'statusUpdated');

export const usePublishProject = () =>
  useProjectWrite(
    async ({ publish, ...body }: { publish: boolean; projectId: number; version: number }) =>
      (await callEndpointWithTip(publish ? projectPublishEndpoint : projectUnpublishEndpoint, { body })).data,
    successFrom((_data: unknown, sent: { publish: boolean }) =>
      successText(projectManageMessages, sent.publish ? 'publishedNotice' : 'unpublishedNotice'),
    ),
  );

export const useSetRecruitStatus = () =>
  useProjectWrite(
    async (body: BodyOf<typeof projectRecruitStatusEndpoint>) =>
      (await callEndpointWithTip(projectRecruitStatusEndpoint, { body })).data,
    successText(projectManageMessages, 'recruitStatusSaved'),
  );

export const useSaveDoctors = () =>
  useProjectWrite(
    async (body: BodyOf<typeof projectDoctorsSaveEndpoint>) =>
      (await callEndpointWithTip(projectDoctorsSaveEndpoint, { body })).data,
    successText(projectManageMessages, 'doctorsSaved'),
  );
