import {
  createMessage,
  type FrameToShellMessage,
  type MessageBody,
} from '@feedline/frame-bridge/messages';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi, type MockInstance } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createShellStore } from '../../../app/shell-store';
import { EmbeddedFrame, type EmbeddedFrameProps } from './embedded-frame';

export const PLATFORM_ORIGIN = 'http://localhost:3001';

const DEFAULT_PROPS: EmbeddedFrameProps = {
  pathTemplate: '/data-view/site/{siteId}',
  params: { siteId: 7 },
  searchStr: '?stage=channel&stageId=12',
  title: 'Data view',
};

/** Where the frame's page is: a route path, and the address that opens it. */
export interface FramePage {
  path: string;
  url: string;
}

/**
 * Renders the real EmbeddedFrame inside the app's providers and a small router (`page`, by
 * default `/start`, shows the frame, any other path is a blank page the frame can navigate to),
 * and drives it with real MessageEvents, as the browser delivers them, from the frame's own window.
 */
export async function renderFrame(
  props: Partial<EmbeddedFrameProps> = {},
  page: FramePage & { searchFromRouter?: boolean } = { path: 'start', url: '/start' },
) {
  const rootRoute = createRootRoute({ component: Outlet });
  /** The frame of the page; with `searchFromRouter`, its query is the address's, as in the shell. */
  function FramePageView() {
    const searchStr = useRouterState({ select: (state) => state.location.searchStr });
    const search = page.searchFromRouter ? { searchStr } : {};
    return <EmbeddedFrame {...DEFAULT_PROPS} {...props} {...search} />;
  }
  const framePage = createRoute({
    getParentRoute: () => rootRoute,
    path: page.path,
    component: FramePageView,
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([framePage, elsewhere]),
    history: createMemoryHistory({ initialEntries: [page.url] }),
  });
  const shellStore = createShellStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient} shellStore={shellStore} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const iframe = (await screen.findByTitle(
    props.title ?? DEFAULT_PROPS.title,
  )) as HTMLIFrameElement;
  const frameWindow = iframe.contentWindow;
  if (!frameWindow) throw new Error('The frame has no window.');
  // The shell uses the (message, targetOrigin) form; the spy is typed for that one.
  const posted = vi.spyOn(frameWindow, 'postMessage') as unknown as MockInstance<
    (message: unknown, targetOrigin: string) => void
  >;

  /** Posts of the shell to the frame: the message and the targetOrigin. */
  const posts = () =>
    posted.mock.calls.map(([message, targetOrigin]) => ({ message, targetOrigin }));
  const postsOfType = (type: string) =>
    posts().filter(({ message }) => (message as { type?: unknown }).type === type);

  /** A message event as the browser would deliver it to the shell's window. */
  function deliver(
    data: unknown,
    { origin = PLATFORM_ORIGIN, source = frameWindow as Window } = {},
  ) {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  }
  const send = (
    body: MessageBody<FrameToShellMessage>,
    options?: { origin?: string; source?: Window },
  ) => deliver(createMessage<FrameToShellMessage>(body), options);

  return {
    ...view,
    router,
    shellStore,
    queryClient,
    iframe,
    frameWindow,
    posted,
    posts,
    postsOfType,
    deliver,
    send,
    user: userEvent.setup(),
  };
}
