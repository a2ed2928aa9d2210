import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component, Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@feedline/api-client';
import { STANDBY_PATH } from '@feedline/frame-bridge/messages';
import { SessionUnavailableError } from '../bridge/shell-bridge';
import { NotFoundScreen, ScreenError, ScreenLoader } from '../components/screen-state';
import { setLanguage, toLanguage } from './i18n';
import { useApi, useBridge } from './platform-context';
import { matchRoute, startRoute, type RouteMatch } from './routes';
import { Standby } from './standby';
import type { Screen } from './screen';
import { useInvoiceReport } from './use-invoice-report';

export function createPlatformQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again.
        retry: (count, error) =>
          !(isApiRequestError(error) && error.status < 500) &&
          !(error instanceof SessionUnavailableError) &&
          count < 2,
      },
    },
  });
}

class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }
  override render() {
    return this.state.error ? <ScreenError error={this.state.error} /> : this.props.children;
  }
}

/** Opened outside the shell: explain, and link to Feedline. */
function Standalone({ shellOrigin }: { shellOrigin: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="xl">
      <Stack maw={560} gap="sm">
        <Title order={1} size="h2">
          {t('standalone.title')}
        </Title>
        <Text>{t('standalone.body')}</Text>
        <Anchor href={shellOrigin}>{t('standalone.open')}</Anchor>
      </Stack>
    </Center>
  );
}

type SessionState = 'waiting' | 'ready' | 'failed';

/** Waits for the shell's session and follows its language. */
function useSessionState(): SessionState {
  const bridge = useBridge();
  const [state, setState] = useState<SessionState>(bridge.session() ? 'ready' : 'waiting');
  useEffect(() => {
    const stop = bridge.onSession((session) => setLanguage(toLanguage(session.locale)));
    bridge.requestSession().then(
      (session) => {
        setLanguage(toLanguage(session.locale));
        // The whole screen renders once the session is there: in a transition, React draws it
        // in slices of a few milliseconds instead of one long task (docs/adr/0030).
        startTransition(() => setState('ready'));
      },
      () => setState('failed'),
    );
    return stop;
  }, [bridge]);
  return state;
}

/** The screen once its chunk is here (asked for at start, see `startRoute`), never suspending. */
function LoadedScreen({ match, query }: { match: RouteMatch; query: URLSearchParams }) {
  const { route } = match;
  const [loaded, setLoaded] = useState<{ screen?: Screen; error?: unknown }>(() => ({
    screen: route.loaded(),
  }));
  useEffect(() => {
    if (loaded.screen) return;
    let current = true;
    route.load().then(
      // In a transition, as the session's arrival (see useSessionState).
      (screen) => current && startTransition(() => setLoaded({ screen })),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [route, loaded.screen]);
  if (loaded.error) throw loaded.error;
  if (!loaded.screen) return <ScreenLoader />;
  const Screen = loaded.screen;
  return <Screen params={match.params} ids={match.ids} query={query} />;
}

function RoutedScreen({ pathname, search }: { pathname: string; search: string }) {
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  useInvoiceReport(match?.ids ?? {});
  if (!match) return <NotFoundScreen />;
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<ScreenLoader />}>
        <LoadedScreen key={match.route.pattern} match={match} query={query} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

export interface AppProps {
  pathname: string;
  search: string;
  shellOrigin: string;
  queryClient: QueryClient;
}

export function App({
  pathname: initialPathname,
  search: initialSearch,
  shellOrigin,
  queryClient,
}: AppProps) {
  const bridge = useBridge();
  const api = useApi();
  const session = useSessionState();
  const [location, setLocation] = useState({ pathname: initialPathname, search: initialSearch });
  // A screen that moves to another view of itself replaces the query; the path stays.
  useEffect(
    () => bridge.onLocation((search) => setLocation((current) => ({ ...current, search }))),
    [bridge],
  );
  // A frame loaded ahead becomes a page's frame: its address becomes the screen's, whose chunk
  // and first requests start at once, as they do when a frame is loaded at that address.
  useEffect(
    () =>
      bridge.onOpen((path) => {
        const url = new URL(path, window.location.origin);
        window.history.replaceState(null, '', `${url.pathname}${url.search}`);
        startRoute(url.pathname, url.search, { api, queryClient });
        setLocation({ pathname: url.pathname, search: url.search });
      }),
    [bridge, api, queryClient],
  );
  if (!bridge.isEmbedded) return <Standalone shellOrigin={shellOrigin} />;
  if (session === 'failed') {
    return <ScreenError error={new SessionUnavailableError('no session')} />;
  }
  if (session === 'waiting') return <ScreenLoader />;
  if (location.pathname === STANDBY_PATH) return <Standby />;
  return (
    <QueryClientProvider client={queryClient}>
      <RoutedScreen pathname={location.pathname} search={location.search} />
    </QueryClientProvider>
  );
}
