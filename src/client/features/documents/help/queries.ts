/** The help center's queries and its one write; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type HelpListQuery,
  type HelpSaveBody,
  helpArticleEndpoint,
  helpListEndpoint,
  helpSaveEndpoint,
  helpVersionsEndpoint,
} from '../../../../shared/api/documents/help';
import { ApiCallError, callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { successText } from '../../../lib/mutation-success';
import { helpMessages } from './messages';

const helpKeys = { all: ['staff', 'help'] as const };

export const helpQueries = {
  list: (query: HelpListQuery) =>
    queryOptions({
      queryKey: [...helpKeys.all, 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(helpListEndpoint, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The article, or null when the help id has none yet (a page without its article). */
  article: (helpId: string) =>
    queryOptions({
      queryKey: [...helpKeys.all, 'article', helpId] as const,
      queryFn: async ({ signal }) => {
        try {
          return (await callEndpoint(helpArticleEndpoint, { params: { helpId }, signal })).data;
        } catch (error) {
          if (error instanceof ApiCallError && error.status === 404) return null;
          throw error;
        }
      },
    }),
  versions: (helpId: string) =>
    queryOptions({
      queryKey: [...helpKeys.all, 'versions', helpId] as const,
      queryFn: async ({ signal }) => (await callEndpoint(helpVersionsEndpoint, { params: { helpId }, signal })).data,
    }),
};

export function useSaveHelpArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: successText(helpMessages, 'saved') },
    mutationFn: async (body: HelpSaveBody) => (await callEndpointWithTip(helpSaveEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
}
