import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isPublicQueryKey } from '../../../lib/public-queries';
import { offlineQueries } from './queries';

describe('offlineQueries.savedSearch', () => {
  it('answers from the saved projects without the network, under a key that is never persisted', async () => {
    const queryClient = new QueryClient();
    const row = { id: 5, name: '胃癌一线治疗研究', recruitStatus: 'zmz', actionTime: '2026-01-01T00:00:00Z' };
    queryClient.setQueryData(['projects', 'list', { offset: 0, limit: 10 }], { rows: [row], total: 1 });
    const options = offlineQueries.savedSearch({ offset: 0, limit: 10, keyword: '胃癌' });
    const result = await queryClient.fetchQuery(options);
    expect(result.total).toBe(1);
    expect(result.rows[0]?.name).toBe('胃癌一线治疗研究');
    expect(isPublicQueryKey(options.queryKey)).toBe(false);
  });
});
