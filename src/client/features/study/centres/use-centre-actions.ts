/** Saving a project's research centres and moving their status; the project's centres are fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CentreMoveBody,
  type CentreSaveBody,
  centreMoveEndpoint,
  centreSaveEndpoint,
} from '../../../../shared/api/study/centres';
import { callEndpointWithTip } from '../../../lib/http';
import { centreKeys } from './queries';

export function useCentreActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: centreKeys.all(projectId) });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: CentreSaveBody) => (await callEndpointWithTip(centreSaveEndpoint, { body })).data,
    onSuccess,
  });
  const move = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: CentreMoveBody) => (await callEndpointWithTip(centreMoveEndpoint, { body })).data,
    onSuccess,
  });
  return { save, move };
}
