/** A signed-in page whose routes cannot load (offline, a newer build) says so, with a retry. */
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubStaffApi } from '../features/access/auth/auth-test-kit';

vi.mock(import('../route-tree.gen'), () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-in side failing to load', () => {
  it.each(['/staff/account', '/login'])('shows the staff load failure with a retry at %s', async (url) => {
    stubStaffApi();
    renderApp(url);
    expect(await screen.findByText('工作台加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
