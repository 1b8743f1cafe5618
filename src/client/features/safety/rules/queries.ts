/**
 * Query factories of a project's safety rules; keys start with 'staff' (memory only, never
 * persisted). The published rules the AE and concomitant-medication forms read live under
 * ['staff', 'safetyRulePublished', projectId] and are dropped when this client publishes.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  safetyRuleDetailEndpoint,
  safetyRuleListEndpoint,
  safetyRuleTemplatesEndpoint,
} from '../../../../shared/api/safety/rules';
import { callEndpoint } from '../../../lib/http';

export const safetyRuleKeys = {
  list: (projectId: number) => ['staff', 'safetyRules', projectId] as const,
  version: (projectId: number, id: number) => ['staff', 'safetyRuleVersion', projectId, id] as const,
  published: (projectId: number) => ['staff', 'safetyRulePublished', projectId] as const,
  templates: () => ['staff', 'safetyRuleTemplates'] as const,
};

export const safetyRuleQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: safetyRuleKeys.list(projectId),
      queryFn: async ({ signal }) =>
        (await callEndpoint(safetyRuleListEndpoint, { params: { projectId }, signal })).data ?? [],
    }),

  version: (projectId: number, id: number) =>
    queryOptions({
      queryKey: safetyRuleKeys.version(projectId, id),
      queryFn: async ({ signal }) =>
        (await callEndpoint(safetyRuleDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),

  templates: (projectId: number) =>
    queryOptions({
      queryKey: safetyRuleKeys.templates(),
      queryFn: async ({ signal }) =>
        (await callEndpoint(safetyRuleTemplatesEndpoint, { params: { projectId }, signal })).data ?? [],
      // Built into the server: they change only with a new release.
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
