/**
 * The `$projectId` path parameter of the project-scope staff routes: a positive integer,
 * anything else is 'not found'. Route files pass it as `params: projectIdParams`.
 */
import { notFound } from '@tanstack/react-router';
import { idParam } from './search-params';

export const projectIdParams = {
  parse: ({ projectId }: { projectId: string }) => {
    const id = idParam(projectId);
    if (id === undefined) throw notFound();
    return { projectId: id };
  },
  stringify: ({ projectId }: { projectId: number }) => ({ projectId: String(projectId) }),
};
