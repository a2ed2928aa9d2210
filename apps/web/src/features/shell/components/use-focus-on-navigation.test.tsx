import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouter,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** A page whose heading arrives a moment after it (its data loading). */
function SlowPage() {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return isLoaded ? <h1>Site acme.nl</h1> : <p>Loading…</p>;
}

function renderApp() {
  function Layout() {
    useFocusOnNavigation('main');
    const router = useRouter();
    return (
      <>
        <nav>
          <button type="button" onClick={() => void router.navigate({ href: '/site' })}>
            Open the site
          </button>
          <button type="button" onClick={() => void router.navigate({ href: '/overview?page=2' })}>
            Next page
          </button>
          <button type="button" onClick={() => void router.navigate({ href: '/project' })}>
            Open the project
          </button>
        </nav>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </>
    );
  }
  const root = createRootRoute({ component: Layout });
  const overview = createRoute({
    getParentRoute: () => root,
    path: 'overview',
    component: () => (
      <>
        <h1>Acme Retail</h1>
      </>
    ),
  });
  const site = createRoute({ getParentRoute: () => root, path: 'site', component: SlowPage });
  const project = createRoute({
    getParentRoute: () => root,
    path: 'project',
    component: () => <h1>Project Netherlands</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([overview, site, project]),
    history: createMemoryHistory({ initialEntries: ['/overview'] }),
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('focus after a navigation', () => {
  it('leaves the first page alone, then moves to the new page’s heading once it is there', async () => {
    const { user } = renderApp();
    expect(await screen.findByRole('heading', { name: 'Acme Retail' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open the site' }));
    const heading = await screen.findByRole('heading', { name: 'Site acme.nl' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves once the new page has been painted, not while the navigation settles', async () => {
    const { router, user } = renderApp();
    await screen.findByRole('heading', { name: 'Acme Retail' });
    // Heard after the focus hook's own listener: the page is there, the focus not yet.
    const focusedWhenResolved: Array<Element | null> = [];
    const unsubscribe = router.subscribe('onResolved', () => {
      focusedWhenResolved.push(document.activeElement);
    });
    await user.click(screen.getByRole('button', { name: 'Open the project' }));
    const heading = await screen.findByRole('heading', { name: 'Project Netherlands' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(focusedWhenResolved).toHaveLength(1);
    expect(focusedWhenResolved[0]).not.toBe(heading);
    unsubscribe();
  });

  it('does not move for another view of the same page', async () => {
    const { router, user } = renderApp();
    await screen.findByRole('heading', { name: 'Acme Retail' });
    const link = screen.getByRole('button', { name: 'Next page' });
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(link).toHaveFocus();
  });
});
