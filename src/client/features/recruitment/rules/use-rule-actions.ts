/** The rule writes of a project; the version list (and, after publishing, the cached configs) are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RulePublishBody,
  type RuleRowBody,
  type RuleSaveBody,
  recruitRuleDraftFromEndpoint,
  recruitRulePublishEndpoint,
  recruitRuleSaveEndpoint,
} from '../../../../shared/api/recruitment/rules';
import {
  type RuleCopyBody,
  type RuleImportBody,
  recruitRuleCopyEndpoint,
  recruitRuleImportEndpoint,
} from '../../../../shared/api/recruitment/rule-transfer';
import { callEndpointWithTip } from '../../../lib/http';
import { recruitRuleKeys } from './queries';

export function useRuleActions(projectId: number) {
  const queryClient = useQueryClient();
  const refreshList = async () => {
    await queryClient.invalidateQueries({ queryKey: recruitRuleKeys.list(projectId) });
  };
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: RuleSaveBody) => (await callEndpointWithTip(recruitRuleSaveEndpoint, { body })).data,
    onSuccess: async (_, body) => {
      if (body.id !== undefined) queryClient.removeQueries({ queryKey: recruitRuleKeys.version(projectId, body.id) });
      await refreshList();
    },
  });
  const draftFrom = useMutation({
    meta: { success: 'created' },
    mutationFn: async (body: RuleRowBody) => (await callEndpointWithTip(recruitRuleDraftFromEndpoint, { body })).data,
    onSuccess: refreshList,
  });
  const copy = useMutation({
    meta: { success: 'created' },
    mutationFn: async (body: RuleCopyBody) => (await callEndpointWithTip(recruitRuleCopyEndpoint, { body })).data,
    onSuccess: refreshList,
  });
  const importFile = useMutation({
    mutationFn: async (body: RuleImportBody) => (await callEndpointWithTip(recruitRuleImportEndpoint, { body })).data,
    onSuccess: refreshList,
  });
  const publish = useMutation({
    mutationFn: async (body: RulePublishBody) => (await callEndpointWithTip(recruitRulePublishEndpoint, { body })).data,
    onSuccess: async (_, body) => {
      queryClient.removeQueries({ queryKey: recruitRuleKeys.version(projectId, body.id) });
      // This client's one-day copy of the published config is now out of date.
      await queryClient.invalidateQueries({ queryKey: recruitRuleKeys.configs(projectId) });
      await refreshList();
    },
  });
  return { save, draftFrom, copy, importFile, publish };
}
