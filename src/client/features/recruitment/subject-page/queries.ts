/** Query factory of one subject's page; keys start with the project's subject keys, so subject writes refresh it. */
import { queryOptions } from '@tanstack/react-query';
import { subjectPageEndpoint } from '../../../../shared/api/recruitment/subject-page';
import { callEndpoint } from '../../../lib/http';
import { subjectKeys } from '../subjects/queries';

export const subjectPageQueries = {
  page: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...subjectKeys.of(projectId), 'page', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(subjectPageEndpoint, { params: { projectId, id }, signal })).data,
    }),
};
