/**
 * Query factories of study management's projects. Keys start with 'staff' (memory only,
 * cleared on sign-out): drafts and staff fields never reach the device's storage.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type ProjectListQuery,
  projectManageDetailEndpoint,
  projectManageListEndpoint,
} from '../../../../shared/api/study/projects';
import {
  projectActivityEndpoint,
  projectDoctorsEndpoint,
  projectPreviewEndpoint,
  projectSummaryEndpoint,
} from '../../../../shared/api/study/project-pages';
import { callEndpoint } from '../../../lib/http';

export const projectManageKeys = {
  all: () => ['staff', 'projects'] as const,
  lists: () => ['staff', 'projects', 'list'] as const,
  project: (id: number) => ['staff', 'projects', 'project', id] as const,
};

export const projectManageQueries = {
  list: (query: ProjectListQuery) =>
    queryOptions({
      queryKey: [...projectManageKeys.lists(), query] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(projectManageListEndpoint, { query, signal });
        return { rows, total };
      },
      placeholderData: keepPreviousData,
    }),
  detail: (projectId: number) =>
    queryOptions({
      queryKey: [...projectManageKeys.project(projectId), 'detail'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectManageDetailEndpoint, { params: { projectId }, signal })).data,
    }),
  doctors: (projectId: number) =>
    queryOptions({
      queryKey: [...projectManageKeys.project(projectId), 'doctors'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectDoctorsEndpoint, { params: { projectId }, signal })).data,
    }),
  activity: (projectId: number, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...projectManageKeys.project(projectId), 'activity', offset, limit] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(projectActivityEndpoint, {
          params: { projectId },
          query: { offset, limit },
          signal,
        });
        return { rows, total };
      },
      placeholderData: keepPreviousData,
    }),
  counts: (projectId: number) =>
    queryOptions({
      queryKey: [...projectManageKeys.project(projectId), 'counts'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectSummaryEndpoint, { params: { projectId }, signal })).data,
    }),
  preview: (projectId: number) =>
    queryOptions({
      queryKey: [...projectManageKeys.project(projectId), 'preview'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectPreviewEndpoint, { params: { projectId }, signal })).data,
    }),
};
