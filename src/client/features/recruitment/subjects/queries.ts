/** Query factories of a project's trial subjects; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type SubjectListQuery, subjectListEndpoint } from '../../../../shared/api/recruitment/subjects';
import { subjectNumberingEndpoint } from '../../../../shared/api/recruitment/subject-numbering';
import { callEndpoint } from '../../../lib/http';

export const subjectKeys = { of: (projectId: number) => ['staff', 'subjects', projectId] as const };

export const subjectQueries = {
  list: (projectId: number, query: SubjectListQuery) =>
    queryOptions({
      queryKey: [...subjectKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(subjectListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  numbering: (projectId: number) =>
    queryOptions({
      queryKey: [...subjectKeys.of(projectId), 'numbering'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(subjectNumberingEndpoint, { params: { projectId }, signal })).data,
    }),
};
