import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component, Suspense, useEffect, useMemo, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@feedline/api-client';
import { SessionUnavailableError } from '../bridge/shell-bridge';
import { NotFoundScreen, ScreenError, ScreenLoader } from '../components/screen-state';
import { setLanguage, toLanguage } from './i18n';
import { useBridge } from './platform-context';
import { matchRoute } from './routes';
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
        setState('ready');
      },
      () => setState('failed'),
    );
    return stop;
  }, [bridge]);
  return state;
}

function RoutedScreen({ pathname, search }: { pathname: string; search: string }) {
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  useInvoiceReport(match?.ids ?? {});
  if (!match) return <NotFoundScreen />;
  const Screen = match.route.screen;
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<ScreenLoader />}>
        <Screen params={match.params} ids={match.ids} query={query} />
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

export function App({ pathname, search: initialSearch, shellOrigin, queryClient }: AppProps) {
  const bridge = useBridge();
  const session = useSessionState();
  // A screen that moves to another view of itself replaces the query; the path stays.
  const [search, setSearch] = useState(initialSearch);
  useEffect(() => bridge.onLocation(setSearch), [bridge]);
  if (!bridge.isEmbedded) return <Standalone shellOrigin={shellOrigin} />;
  if (session === 'failed') {
    return <ScreenError error={new SessionUnavailableError('no session')} />;
  }
  if (session === 'waiting') return <ScreenLoader />;
  return (
    <QueryClientProvider client={queryClient}>
      <RoutedScreen pathname={pathname} search={search} />
    </QueryClientProvider>
  );
}
