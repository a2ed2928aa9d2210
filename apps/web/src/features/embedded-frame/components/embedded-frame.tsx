import { createFrameHost, type FrameHost } from '@feedline/frame-bridge/host';
import {
  createMessage,
  type DialogRequestMessage,
  type FrameToShellMessage,
} from '@feedline/frame-bridge/messages';
import { Box } from '@mantine/core';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { getConfig } from '../../../config/config';
import { track } from '../../../lib/tracking/tracker';
import { useShellStore } from '../../../app/shell-store-context';
import {
  embeddedFrameAddress,
  openPath,
  rawQueryOf,
  type EmbeddedFrameAddress,
} from '../model/frame-address';
import { dispatchFrameMessage, navigationHref } from '../model/frame-messages';
import type { FrameLayout } from '../model/screens';
import classes from './embedded-frame.module.css';
import { FrameDialog, type DialogReply } from './frame-dialog';
import { FrameStatusOverlay, type FrameStatus } from './frame-status-overlay';
import { showFrameNotification, showOverdueInvoiceNotification } from './frame-notifications';
import {
  useEmbeddedFrameTranslation,
  type EmbeddedFrameTranslate,
} from './use-embedded-frame-translation';
import { hasEarlyFrame, takeEarlyFrame } from './early-frame';
import {
  FRAME_SANDBOX,
  hasStandbyFrame,
  holdStandbyFrame,
  takeStandbyFrame,
} from './standby-frame';
import { useFrameLayout } from './use-frame-layout';
import { useFrameSession } from './use-frame-session';
import { useOverdueInvoiceNotice } from './use-overdue-invoice-notice';

/** How long the shell waits for `ready` with content before it offers a retry (ARCHITECTURE §6). */
export const READY_TIMEOUT_MS = 15_000;

const LAYOUT_CLASSES: Record<FrameLayout, string | undefined> = {
  page: undefined,
  'data-view': classes.dataView,
  'data-map': classes.dataMap,
};

export interface EmbeddedFrameProps {
  /** The screen's path on the platform host, with `{name}` placeholders. */
  pathTemplate: string;
  params: Readonly<Record<string, string | number>>;
  /** The shell's raw query string: every parameter goes to the frame as written. */
  searchStr: string;
  /** The screen's name: the frame's accessible name and the subject of the loading text. */
  title: string;
  layout?: FrameLayout;
  /** How long to wait for `ready` with content before showing the error state. */
  readyTimeoutMs?: number;
  /** The frame reported whether the site uses shared settings (spec §2.11, §2.12). */
  onSharedSettings?: (hasSharedSettings: boolean) => void;
}

/** A query in one form whatever wrote it (the router, the frame): its pairs, sorted. */
export function sameQuery(a: string, b: string): boolean {
  const canonical = (query: string) => {
    const params = new URLSearchParams(query);
    params.delete('_locale');
    params.sort();
    return params.toString();
  };
  return canonical(a) === canonical(b);
}

interface FrameDocumentProps extends Required<
  Pick<EmbeddedFrameProps, 'title' | 'layout' | 'readyTimeoutMs'>
> {
  address: EmbeddedFrameAddress;
  language: string;
  t: EmbeddedFrameTranslate;
  onSharedSettings: ((hasSharedSettings: boolean) => void) | undefined;
  /** The frame shows another view of its screen (a `location` message). */
  onLocation: (query: string) => void;
  onRetry: () => void;
}

/** One load of one frame address: a retry or another address starts a fresh one. */
function FrameDocument({
  address,
  title,
  layout,
  readyTimeoutMs,
  language,
  t,
  onSharedSettings,
  onLocation,
  onRetry,
}: FrameDocumentProps) {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const hostRef = useRef<FrameHost | null>(null);
  const [status, setStatus] = useState<FrameStatus>('loading');
  const [dialogs, setDialogs] = useState<readonly DialogRequestMessage[]>([]);
  // A ref, not state: a navigation the frame asks for right after saying "saved" must see it.
  const hasUnsavedChanges = useRef(false);
  const store = useShellStore();
  const router = useRouter();
  // While the frame has unsaved changes, leaving the page asks first (the shell's confirm).
  const leave = useBlocker({
    shouldBlockFn: () => hasUnsavedChanges.current,
    enableBeforeUnload: false,
    withResolver: true,
  });

  const showOverdue = useCallback(
    () =>
      showOverdueInvoiceNotification(t('platform.overdue.message'), {
        root: classes.overdueToast ?? '',
        description: classes.overdueToastText ?? '',
        closeButton: classes.overdueToastClose ?? '',
      }),
    [t],
  );
  const handleInvoices = useOverdueInvoiceNotice(showOverdue);
  const { answerSessionRequest, adoptSession } = useFrameSession(hostRef, language);
  const containerRef = useRef<HTMLDivElement>(null);
  // A frame loaded ahead, if one is ready, becomes this page's frame (docs/adr/0027): the one the
  // page's first script loaded for this screen (docs/adr/0029), or the one the shell keeps.
  const [isWarm, setIsWarm] = useState(
    () => hasEarlyFrame(address) || hasStandbyFrame(address.origin),
  );
  const adopted = useRef<HTMLIFrameElement | null>(null);
  const frameClassName = [classes.frame, LAYOUT_CLASSES[layout]].filter(Boolean).join(' ');
  const { postLayout, postLayoutAfterPaint } = useFrameLayout(hostRef);

  const handleMessage = useEffectEvent((message: FrameToShellMessage) =>
    dispatchFrameMessage(message, {
      onReady: (hasContent) => {
        if (hasContent) setStatus('ready');
      },
      onSessionRequest: () => answerSessionRequest(),
      onDialog: (request) => setDialogs((queue) => [...queue, request]),
      onNotification: showFrameNotification,
      onNavigate: (target) => void router.navigate({ href: navigationHref(target) }),
      onLocation,
      onNotificationsDrawer: (request) => store.requestDrawer(request),
      onSidebar: (request) =>
        'toggle' in request ? store.toggleNav() : store.setNavCollapsed(request.collapsed),
      onFullscreen: (enabled) => store.setFrameFullscreen(enabled),
      onScroll: (top) => window.scrollTo({ top, behavior: 'smooth' }),
      onTrack: (event) => track(event),
      onSharedSettings: (hasSharedSettings) => onSharedSettings?.(hasSharedSettings),
      onUnsavedChanges: (isUnsaved) => {
        hasUnsavedChanges.current = isUnsaved;
      },
      onInvoices: handleInvoices,
    }),
  );

  // Before paint, so the host listens before the frame can load and speak. The frame's window is
  // read on every event and post.
  useLayoutEffect(() => {
    const host = createFrameHost({
      frame: () => iframeRef.current?.contentWindow ?? null,
      platformOrigin: address.origin,
      onMessage: (message) => handleMessage(message),
    });
    hostRef.current = host;
    return () => {
      host.dispose();
      hostRef.current = null;
    };
  }, [address.origin]);

  // Moved, not re-attached, into the page: its document stays and is told which screen to show.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!isWarm || adopted.current || !container) return;
    const warm = takeEarlyFrame(address) ?? takeStandbyFrame(address);
    if (!warm) {
      // Another page took it between this render and now (rare): this page loads its own frame.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- before paint, once per page
      setIsWarm(false);
      return;
    }
    const iframe = warm.iframe;
    adopted.current = iframe;
    iframeRef.current = iframe;
    (container as HTMLDivElement & { moveBefore(node: Node, child: Node | null): void }).moveBefore(
      iframe,
      container.firstChild,
    );
    if (!warm.isOpen) hostRef.current?.post({ type: 'open', path: openPath(address) });
    adoptSession(warm.token);
    hostRef.current?.post({ type: 'origin', origin: window.location.origin });
    postLayoutAfterPaint();
    // What the screen said before this page took it (ready, shared settings …), heard now.
    for (const message of warm.heard) handleMessage(message);
  }, [isWarm, address, adoptSession, postLayoutAfterPaint]);

  // The adopted frame's attributes (from the commit that adopts it on) follow what the page would render on its own frame.
  useLayoutEffect(() => {
    const iframe = adopted.current;
    if (!iframe) return;
    iframe.title = title;
    iframe.className = frameClassName;
    iframe.dataset.status = status;
    iframe.dataset.frameAddress = address.url;
  });

  // The frame the shell loads ahead waits while this screen loads (the same process).
  useEffect(() => {
    if (status !== 'loading') return;
    return holdStandbyFrame();
  }, [status]);

  // Never an endless overlay: without `ready` in time the user gets a retry.
  useEffect(() => {
    if (status !== 'loading') return;
    const timer = window.setTimeout(() => setStatus('timed-out'), readyTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [status, readyTimeoutMs]);

  // Leaving the page gives the rail and menu back, whatever the frame asked for.
  useEffect(() => () => store.setFrameFullscreen(false), [store]);

  function handleLoad() {
    hostRef.current?.post({ type: 'origin', origin: window.location.origin });
    postLayout();
  }

  function handleReply(reply: DialogReply) {
    hostRef.current?.post(reply);
    setDialogs((queue) => queue.filter((request) => request.id !== reply.id));
  }

  const dialog = dialogs[0];
  return (
    <Box className={classes.container} ref={containerRef}>
      {isWarm ? null : (
        <iframe
          ref={iframeRef}
          src={address.url}
          title={title}
          className={frameClassName}
          sandbox={FRAME_SANDBOX}
          onLoad={handleLoad}
          data-status={status}
          // Where a kept screen's frame loads this screen again (docs/adr/0029).
          data-frame-address={address.url}
        />
      )}
      <FrameStatusOverlay status={status} screen={title} t={t} onRetry={onRetry} />
      {dialog ? <FrameDialog key={dialog.id} request={dialog} onReply={handleReply} t={t} /> : null}
      {leave.status === 'blocked' ? (
        <FrameDialog
          key="leave"
          request={createMessage<DialogRequestMessage>({
            type: 'dialog',
            subtype: 'request',
            id: 'leave',
            kind: 'confirm',
            title: t('leave.title'),
            message: t('leave.message'),
          })}
          onReply={(reply) => (reply.subtype === 'confirm' ? leave.proceed?.() : leave.reset?.())}
          t={t}
        />
      ) : null}
    </Box>
  );
}

/**
 * The `_locale` of the frame's address: the language when the address was first built for this
 * route. A later change of language reaches the loaded frame by the `session` message rather than
 * by a reload that would lose what the user is doing there; another address takes the new one.
 */
function useAddressLocale(routeKey: string, language: string): string {
  const [built, setBuilt] = useState({ routeKey, locale: language });
  if (built.routeKey !== routeKey) {
    setBuilt({ routeKey, locale: language });
    return language;
  }
  return built.locale;
}

/**
 * An embedded screen of the platform host in a frame (spec §2.10, §7; ARCHITECTURE §6): builds its
 * address, talks to it only through frame-bridge's host (exact origin, this frame's window), and
 * does in the shell what the frame asks for.
 */
export function EmbeddedFrame({
  pathTemplate,
  params,
  searchStr,
  title,
  layout = 'page',
  readyTimeoutMs = READY_TIMEOUT_MS,
  onSharedSettings,
}: EmbeddedFrameProps) {
  const { t, language } = useEmbeddedFrameTranslation();
  const router = useRouter();
  const [attempt, setAttempt] = useState(0);
  const screenKey = `${pathTemplate}|${JSON.stringify(params)}`;
  // A view the frame itself moved to (`location`): the address shows it, the loaded frame stays.
  const [kept, setKept] = useState<{ screenKey: string; loaded: string; shown: string } | null>(
    null,
  );
  const isKept = kept !== null && kept.screenKey === screenKey && sameQuery(searchStr, kept.shown);
  const frameSearch = isKept ? kept.loaded : searchStr;
  const locale = useAddressLocale(`${screenKey}|${frameSearch}`, language);
  const address = embeddedFrameAddress({
    host: getConfig().platformHost,
    pathTemplate,
    params,
    query: rawQueryOf(frameSearch),
    locale,
  });

  const handleLocation = (query: string) => {
    const shown = new URLSearchParams(query);
    shown.delete('_locale');
    const search = shown.toString();
    setKept({ screenKey, loaded: frameSearch, shown: search });
    const { pathname } = router.state.location;
    void router.navigate({ href: search ? `${pathname}?${search}` : pathname, replace: true });
  };

  return (
    <FrameDocument
      key={`${attempt}:${address.url}`}
      address={address}
      title={title}
      layout={layout}
      readyTimeoutMs={readyTimeoutMs}
      language={language}
      t={t}
      onSharedSettings={onSharedSettings}
      onLocation={handleLocation}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}
