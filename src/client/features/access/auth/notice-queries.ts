/** Query factory of the signed-in user's notices (header menu); the key starts with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { noticeListEndpoint } from '../../../../shared/api/work';
import { callEndpoint } from '../../../lib/http';

export const noticeKeys = { all: () => ['staff', 'notices'] as const };

/** Reminders are made at most hourly, so a few minutes' delay in the badge is fine. */
const NOTICE_REFRESH_MS = 5 * 60_000;

export const noticeQueries = {
  list: () =>
    queryOptions({
      queryKey: noticeKeys.all(),
      queryFn: async ({ signal }) => (await callEndpoint(noticeListEndpoint, { signal })).data,
      refetchInterval: NOTICE_REFRESH_MS,
    }),
};
