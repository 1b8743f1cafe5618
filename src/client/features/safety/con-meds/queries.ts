/** Query factories of a project's concomitant medications; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ConMedListQuery, conMedListEndpoint } from '../../../../shared/api/safety/con-meds';
import { safetyRulePublishedEndpoint } from '../../../../shared/api/safety/rules';
import { EMPTY_SAFETY_RULES, type SafetyRuleContent } from '../../../../shared/domain/safety/rules';
import { callEndpoint } from '../../../lib/http';

export const conMedKeys = { of: (projectId: number) => ['staff', 'conMeds', projectId] as const };

/** The most subjects the form's picker offers at once (the server's page limit). */

export const conMedQueries = {
  list: (projectId: number, query: ConMedListQuery) =>
    queryOptions({
      queryKey: [...conMedKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(conMedListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The published rules the form warns with; the empty rules when none is published. */
  rules: (projectId: number) =>
    queryOptions({
      queryKey: [...conMedKeys.of(projectId), 'rules'] as const,
      queryFn: async ({ signal }): Promise<SafetyRuleContent> =>
        (await callEndpoint(safetyRulePublishedEndpoint, { params: { projectId }, signal })).data ?? EMPTY_SAFETY_RULES,
    }),
};
