import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ListLink, ListLinkButton } from './list-link';

function renderList() {
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <>
        <ListLink link={{ to: '/projectdviewetail/$projectId', params: { projectId: 7 } }}>项目 7</ListLink>
        <ListLinkButton link={{ to: '/projectdviewetail/$projectId', params: { projectId: 8 } }}>查看 8</ListLinkButton>
      </>
    ),
  });
  const detailRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/projectdviewetail/$projectId',
    component: () => <p>detail</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute, detailRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ListLink', () => {
  it('is a real link to its page, and a plain click opens the page in the app', async () => {
    const router = renderList();
    const link = await screen.findByRole('link', { name: '项目 7' });
    expect(link).toHaveAttribute('href', '/projectdviewetail/7');
    expect(screen.getByRole('link', { name: '查看 8' })).toHaveAttribute('href', '/projectdviewetail/8');
    await userEvent.click(link);
    expect(await screen.findByText('detail')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projectdviewetail/7');
  });

  it('leaves a modified click (new tab, new window) to the browser', async () => {
    const router = renderList();
    const button = await screen.findByRole('link', { name: '查看 8' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(button);
    await user.keyboard('{/Control}');
    expect(router.state.location.pathname).toBe('/');
  });
});
