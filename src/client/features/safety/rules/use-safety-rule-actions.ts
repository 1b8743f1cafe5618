/** The safety rule writes of a project; the version list (and after a publish, the published rules) are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SafetyRuleCopyBody,
  type SafetyRuleRowBody,
  type SafetyRuleSaveBody,
  safetyRuleCopyEndpoint,
  safetyRuleDeleteEndpoint,
  safetyRulePublishEndpoint,
  safetyRuleSaveEndpoint,
} from '../../../../shared/api/safety/rules';
import { callEndpointWithTip } from '../../../lib/http';
import { safetyRuleKeys } from './queries';
import { successFrom, successText } from '../../../lib/mutation-success';
import { safetyRuleMessages } from './messages';

export function useSafetyRuleActions(projectId: number) {
  const queryClient = useQueryClient();
  const refresh = async (id?: number) => {
    if (id !== undefined) await queryClient.invalidateQueries({ queryKey: safetyRuleKeys.version(projectId, id) });
    await queryClient.invalidateQueries({ queryKey: safetyRuleKeys.list(projectId) });
  };
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SafetyRuleSaveBody) => (await callEndpointWithTip(safetyRuleSaveEndpoint, { body })).data,
    onSuccess: (_, body) => refresh(body.id),
  });
  const copy = useMutation({
    meta: { success: 'created' },
    mutationFn: async (body: SafetyRuleCopyBody) => (await callEndpointWithTip(safetyRuleCopyEndpoint, { body })).data,
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: SafetyRuleRowBody) => (await callEndpointWithTip(safetyRuleDeleteEndpoint, { body })).data,
    onSuccess: (_, body) => {
      queryClient.removeQueries({ queryKey: safetyRuleKeys.version(projectId, body.id) });
      return refresh();
    },
  });
  const publish = useMutation({
    meta: {
      success: successFrom((data: { ruleVersion: number; aeFlagged: number; conMedFlagged: number } | undefined) =>
        data
          ? successText(safetyRuleMessages, 'publishDone', {
              version: data.ruleVersion,
              ae: data.aeFlagged,
              conMed: data.conMedFlagged,
            })
          : 'published',
      ),
    },
    mutationFn: async (body: SafetyRuleRowBody) =>
      (await callEndpointWithTip(safetyRulePublishEndpoint, { body })).data,
    onSuccess: async (_, body) => {
      await queryClient.invalidateQueries({ queryKey: safetyRuleKeys.published(projectId) });
      await refresh(body.id);
    },
  });
  return { save, copy, remove, publish };
}
