/**
 * The query state a server-rendered page carries: the data its first view was rendered
 * with, dehydrated on the server (entry-server.tsx) into a JSON data block that no script
 * runs, and hydrated into the browser's QueryClient before React hydrates the HTML, so the
 * first render matches and nothing is fetched again.
 */
import { type DehydratedState, type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { SERVER_STATE_ELEMENT_ID } from '../../shared/domain/constants';
import { isPublicQueryKey } from './public-queries';

export { SERVER_STATE_ELEMENT_ID };

/** The public queries that succeeded: nothing else is rendered into a page. */
export function dehydratePublicQueries(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublicQueryKey(query.queryKey),
    shouldDehydrateMutation: () => false,
  });
}

/** JSON safe inside <script type="application/json">: no '<' can close the element. */
export function serializeServerState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readServerState(doc: Document = document): DehydratedState | undefined {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

/**
 * Puts the page's data into the cache as fresh as the page itself (the server's clock may
 * differ from this device's; the HTML was just fetched, never cached).
 */
export function adoptServerState(queryClient: QueryClient, state: DehydratedState, now = Date.now()): void {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
}
