import { Button, Center, Loader, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellState } from '../../../app/shell-store-context';
import { useStartImportMutation } from '../api/start-import-mutation';
import { drawerHeight, drawerReducer, INITIAL_DRAWER_STATE } from '../model/drawer-state';
import classes from './notifications-drawer.module.css';
import { useLiveLog } from './use-live-log';

// The table (virtual list, sanitiser) loads when the drawer first opens, not with the shell.
const DrawerPanel = lazy(() =>
  import('./drawer-panel').then((module) => ({ default: module.DrawerPanel })),
);

/** The collapsed drawer's button and its margins: what the page keeps free below its content. */
const TOGGLE_SPACE = 'calc(2.25rem + 2 * var(--mantine-spacing-md))';

export interface NotificationsDrawerProps {
  siteId: number;
  /** The user may write to the site: offers the re-import button. */
  canWrite?: boolean;
}

function ReimportButton({ siteId }: { siteId: number }) {
  const { t } = useTranslation('notifications');
  const reimport = useStartImportMutation(siteId);
  return (
    <>
      {reimport.isError && (
        <Text size="xs" c="red.9" role="alert">
          {t('drawer.reimport-failed')}
        </Text>
      )}
      <Button
        size="compact-sm"
        variant="default"
        loading={reimport.isPending}
        onClick={() => reimport.mutate()}
      >
        {t('drawer.reimport')}
      </Button>
    </>
  );
}

function SiteDrawer({ siteId, canWrite }: Required<NotificationsDrawerProps>) {
  const { t } = useTranslation('notifications');
  const drawerId = useId();
  const [state, dispatch] = useReducer(drawerReducer, INITIAL_DRAWER_STATE);
  // An embedded page may collapse, open or toggle the drawer by message (spec §4). Requests are
  // numbered; one made before this drawer mounted (another site) is not replayed.
  const request = useShellState((shell) => shell.drawerRequest);
  const handledRequest = useRef(request?.id ?? 0);
  useEffect(() => {
    if (!request || request.id <= handledRequest.current) return;
    handledRequest.current = request.id;
    dispatch(
      'toggle' in request
        ? { type: 'toggle' }
        : { type: 'set-collapsed', collapsed: request.collapsed },
    );
  }, [request]);
  const isCollapsed = state === 'collapsed';
  // The realtime client is loaded and connected only once the drawer opens.
  const log = useLiveLog(siteId, !isCollapsed);

  // The page keeps room below its content for the button or the open drawer (shell-layout.module.css).
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(
      '--notifications-space',
      isCollapsed ? TOGGLE_SPACE : drawerHeight(state),
    );
    return () => {
      root.style.removeProperty('--notifications-space');
    };
  }, [isCollapsed, state]);

  // Opened by the user, the drawer takes the focus; closed by the user (its button, Escape), the
  // focus goes back to the button that opens it.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const focusNext = useRef<'drawer' | 'toggle' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'drawer' ? drawerRef.current : toggleRef.current;
    if (focusNext.current === (isCollapsed ? 'toggle' : 'drawer')) target?.focus();
    focusNext.current = null;
  }, [isCollapsed]);
  const open = () => {
    focusNext.current = 'drawer';
    dispatch({ type: 'open' });
  };
  const close = () => {
    focusNext.current = 'toggle';
    dispatch({ type: 'close' });
  };

  return (
    <>
      {isCollapsed && (
        <Button
          ref={toggleRef}
          className={classes.toggle}
          leftSection={<IconBell size={16} aria-hidden />}
          aria-controls={drawerId}
          aria-expanded={false}
          onClick={open}
        >
          {t('drawer.open')}
        </Button>
      )}
      <aside
        ref={drawerRef}
        id={drawerId}
        aria-label={t('drawer.label')}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || isCollapsed) return;
          event.stopPropagation();
          close();
        }}
        className={classes.drawer}
        style={{ height: drawerHeight(state) }}
        data-state={state}
        hidden={isCollapsed}
      >
        {!isCollapsed && (
          <Suspense
            fallback={
              <Center h="100%">
                <Loader size="sm" role="status" aria-label={t('drawer.loading')} />
              </Center>
            }
          >
            <DrawerPanel
              state={state}
              lines={log.lines}
              status={log.status}
              onToggleExpanded={() => dispatch({ type: 'toggle-expanded' })}
              onClear={log.clear}
              onClose={close}
              actions={canWrite ? <ReimportButton siteId={siteId} /> : null}
            />
          </Suspense>
        )}
      </aside>
    </>
  );
}

/** Live notifications drawer of a site (spec §2.6); the shell mounts it at site and channel level. */
export function NotificationsDrawer({ siteId, canWrite = false }: NotificationsDrawerProps) {
  // Another site starts with its own, empty log.
  return <SiteDrawer key={siteId} siteId={siteId} canWrite={canWrite} />;
}
