import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createShellStore } from '../app/shell-store';
import { AppLink } from './app-link';

/** An IntersectionObserver the test drives: `show()` reports every observed element visible. */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static show() {
    for (const observer of ControlledObserver.instances) {
      const entries = observer.elements.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const original = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = original;
  ControlledObserver.instances = [];
});

async function renderLink(target?: string) {
  window.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
  const loadTarget = vi.fn(() => null);
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/',
        component: () => (
          <AppLink href="/site/7/data-view" target={target}>
            Data view
          </AppLink>
        ),
      }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/site/$siteId/data-view',
        loader: loadTarget,
        component: () => <h1>Data view page</h1>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <AppProviders queryClient={new QueryClient()} shellStore={createShellStore()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('link', { name: 'Data view' });
  return { router, loadTarget };
}

describe('AppLink (spec §2.3: lazy areas prefetched when their links become visible)', () => {
  it('preloads its route once it becomes visible, not before', async () => {
    const { loadTarget } = await renderLink();
    expect(loadTarget).not.toHaveBeenCalled();
    act(() => ControlledObserver.show());
    await waitFor(() => expect(loadTarget).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Data view page' })).toBeNull();
  });

  it('does not preload a link that opens in another tab', async () => {
    const { router, loadTarget } = await renderLink('_blank');
    const preload = vi.spyOn(router, 'preloadRoute');
    act(() => ControlledObserver.show());
    expect(preload).not.toHaveBeenCalled();
    expect(loadTarget).not.toHaveBeenCalled();
  });
});
