import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFollowingState } from './use-following-state';

describe('useFollowingState', () => {
  it('keeps edits while the source keeps its values, and starts again when they change', () => {
    const view = renderHook(({ source }) => useFollowingState(source), { initialProps: { source: { keyword: 'a' } } });
    act(() => view.result.current[1]({ keyword: 'typed' }));
    view.rerender({ source: { keyword: 'a' } });
    expect(view.result.current[0]).toEqual({ keyword: 'typed' });
    view.rerender({ source: { keyword: 'b' } });
    expect(view.result.current[0]).toEqual({ keyword: 'b' });
  });
});
