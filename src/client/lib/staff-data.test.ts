import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearStaffData } from './staff-data';

describe('clearStaffData', () => {
  it('removes every non-public query and mutation, keeping the public offline data', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['site', 'info'], { site: {} });
    queryClient.setQueryData(['projects', 'list', { offset: 0, limit: 10 }], { rows: [], total: 0 });
    queryClient.setQueryData(['projects', 'detail', 7], { id: 7 });
    queryClient.setQueryData(['projects', 'detail', 7, 'inner', 'sign'], { id: 7 });
    queryClient.setQueryData(['auth', 'who'], { userName: 'coordinator' });
    queryClient.setQueryData(['staff', 'subjects', 1], [{ name: '张三' }]);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'saved' })
      .execute(undefined);

    clearStaffData(queryClient);

    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys).toEqual([
      ['site', 'info'],
      ['projects', 'list', { offset: 0, limit: 10 }],
      ['projects', 'detail', 7],
    ]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });
});
