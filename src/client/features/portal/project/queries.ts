/**
 * Query factories of one project: its detail and its outpatient doctors. With a sign
 * (inner, embedded mode) both are fetched by POST from the inner endpoints with the
 * RECRUIT-SIGN header, under keys that carry 'inner' and the sign: public and inner data
 * never share a cache entry, and the public keys stay ['projects', kind, id] (the offline
 * persister stores only those; see lib/public-queries.ts). A staff preview reads the
 * staff endpoints (drafts included) under 'staff' keys, which never leave memory.
 */
import { onlineManager, queryOptions } from '@tanstack/react-query';
import {
  RECRUIT_SIGN_HEADER,
  innerOutpatientsEndpoint,
  innerProjectDetailEndpoint,
} from '../../../../shared/api/portal/inner';
import { projectDetailEndpoint, projectOutpatientsEndpoint } from '../../../../shared/api/portal/portal';
import { selfCheckEndpoint } from '../../../../shared/api/portal/self-check';
import { RULE_CONFIG_CACHE_TTL_MS } from '../../../../shared/domain/constants';
import { ApiCallError, callEndpoint } from '../../../lib/http';
import { isServer } from '../../../lib/is-server';

type Kind = 'detail' | 'outpatients';

/** The public self-check uses the project's default rule (the server falls back to its only disease). */
const DEFAULT_DISEASE_KEY = 'default';

function projectKey<K extends Kind>(kind: K, projectId: number, sign: string | undefined, preview: boolean) {
  // A staff preview may show a draft: its keys start with 'staff', kept in memory only.
  if (preview) return ['staff', 'projects', 'project', projectId, 'preview', kind] as const;
  return sign ? (['projects', kind, projectId, 'inner', sign] as const) : (['projects', kind, projectId] as const);
}

/**
 * The staff preview's endpoints, loaded only when a signed-in user opens a preview.
 * direct import: through the study index this lazy chunk would join the public entry.
 */
const staffProjectApi = () => import('../../../../shared/api/study/project-pages');

const signHeaders = (sign: string) => ({ [RECRUIT_SIGN_HEADER]: sign });

/**
 * A 4xx (unknown project, refused sign) will not change on retry: show it at once. Neither
 * will a failure while the browser is offline: a retry would only wait for the network, and
 * the page should say 'not available offline' now (it retries by itself on reconnect).
 */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  // A server render reads once; on a failure the browser renders the page itself.
  if (isServer) return false;
  const refused = error instanceof ApiCallError && error.status !== undefined && error.status < 500;
  return !refused && failureCount < 2 && onlineManager.isOnline();
}

export const projectQueries = {
  detail: (projectId: number, sign?: string, preview = false) =>
    queryOptions({
      queryKey: projectKey('detail', projectId, sign, preview),
      retry: retryUnlessRefused,
      queryFn: async ({ signal }) => {
        if (preview) {
          const { projectPreviewEndpoint } = await staffProjectApi();
          return (await callEndpoint(projectPreviewEndpoint, { params: { projectId }, signal })).data;
        }
        const response = sign
          ? await callEndpoint(innerProjectDetailEndpoint, {
              params: { id: projectId },
              headers: signHeaders(sign),
              signal,
            })
          : await callEndpoint(projectDetailEndpoint, { params: { id: projectId }, signal });
        return response.data;
      },
    }),
  outpatients: (projectId: number, sign?: string, preview = false) =>
    queryOptions({
      queryKey: projectKey('outpatients', projectId, sign, preview),
      retry: retryUnlessRefused,
      queryFn: async ({ signal }) => {
        if (preview) {
          const { projectDoctorsEndpoint } = await staffProjectApi();
          return (await callEndpoint(projectDoctorsEndpoint, { params: { projectId }, signal })).data;
        }
        const response = sign
          ? await callEndpoint(innerOutpatientsEndpoint, {
              body: { projectId },
              headers: signHeaders(sign),
              signal,
            })
          : await callEndpoint(projectOutpatientsEndpoint, { params: { projectId }, signal });
        return response.data;
      },
    }),
  /** The eligibility self-check's questions: public data, persisted with the project for offline use. */
  selfCheck: (projectId: number) =>
    queryOptions({
      queryKey: ['projects', 'selfCheck', projectId, DEFAULT_DISEASE_KEY] as const,
      staleTime: RULE_CONFIG_CACHE_TTL_MS,
      retry: retryUnlessRefused,
      queryFn: async ({ signal }) => (await callEndpoint(selfCheckEndpoint, { params: { projectId }, signal })).data,
    }),
};
