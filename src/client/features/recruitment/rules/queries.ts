/**
 * Query factories of a project's recruitment rules; keys start with 'staff' (memory only,
 * never persisted). The published rule config of a disease key is kept for one day (SPEC §3
 * and §9: the AI-recruit rule config cache) under ['staff', 'recruitRule', projectId, diseaseKey];
 * this client drops it itself when it publishes a new version.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type RuleDetail,
  recruitRuleDetailEndpoint,
  recruitRuleListEndpoint,
  recruitRuleTemplatesEndpoint,
} from '../../../../shared/api/recruitment/rules';
import { RULE_CONFIG_CACHE_TTL_MS } from '../../../../shared/domain/constants';
import { callEndpoint } from '../../../lib/http';

export const recruitRuleKeys = {
  list: (projectId: number) => ['staff', 'recruitRules', projectId] as const,
  config: (projectId: number, diseaseKey: string) => ['staff', 'recruitRule', projectId, diseaseKey] as const,
  /** Every cached config of a project (to drop after a publish). */
  configs: (projectId: number) => ['staff', 'recruitRule', projectId] as const,
  version: (projectId: number, id: number) => ['staff', 'recruitRuleVersion', projectId, id] as const,
  templates: () => ['staff', 'recruitRuleTemplates'] as const,
};

const detail = async (projectId: number, id: number, signal?: AbortSignal) =>
  (await callEndpoint(recruitRuleDetailEndpoint, { params: { projectId, id }, signal })).data;

export const recruitRuleQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: recruitRuleKeys.list(projectId),
      queryFn: async ({ signal }) =>
        (await callEndpoint(recruitRuleListEndpoint, { params: { projectId }, signal })).data,
    }),

  /** The published version of a disease key with its criteria (null when none is published). */
  config: (projectId: number, diseaseKey: string) =>
    queryOptions({
      queryKey: recruitRuleKeys.config(projectId, diseaseKey),
      queryFn: async ({ signal }): Promise<RuleDetail | null> => {
        const groups = (await callEndpoint(recruitRuleListEndpoint, { params: { projectId }, signal })).data;
        const group = groups?.find((g) => g.diseaseKey === diseaseKey);
        const published = group?.versions.find((v) => v.status === 'published');
        return published ? ((await detail(projectId, published.id, signal)) ?? null) : null;
      },
      // One day, in memory only (SPEC §3/§9).
      staleTime: RULE_CONFIG_CACHE_TTL_MS,
      gcTime: RULE_CONFIG_CACHE_TTL_MS,
    }),

  version: (projectId: number, id: number) =>
    queryOptions({
      queryKey: recruitRuleKeys.version(projectId, id),
      queryFn: async ({ signal }) => detail(projectId, id, signal),
    }),

  templates: () =>
    queryOptions({
      queryKey: recruitRuleKeys.templates(),
      queryFn: async ({ signal }) => (await callEndpoint(recruitRuleTemplatesEndpoint, { signal })).data,
      // Built into the server: they change only with a new release.
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
