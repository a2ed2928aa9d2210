import { createMessage, type SessionMessage } from '@feedline/frame-bridge/messages';
import { FRAME_USER_PREFIX } from '@feedline/kept-screen/first-script/paint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepScreen as keep } from '@feedline/kept-screen/keep';
import { forgetKeptScreens, shellKeeper } from '../../../lib/kept-screen';
import { embeddedFrameAddress } from '../model/frame-address';
import { discardEarlyFrame, hasEarlyFrame, takeEarlyFrame } from './early-frame';
import { FRAME_SANDBOX } from './standby-frame';

/** What the shell keeps and for whom: its key, the user of the stored token. */
const keepScreen = (paths: readonly string[], root: Element) => keep(shellKeeper(), paths, root);

// The platform host of the tests' page configuration (src/test: the `feedline-config` element).
const PLATFORM = 'http://localhost:3001';
const dashboard = embeddedFrameAddress({
  host: PLATFORM,
  pathTemplate: '/dashboard/site/{siteId}',
  params: { siteId: 7 },
  query: {},
  locale: 'de',
});

/** An access token as the identity server issues it (a JWT); only its claims matter here. */
function tokenOf(sub: string, secondsLeft: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsLeft;
  return `${part({ alg: 'RS256' })}.${part({ sub, exp })}.signature`;
}

/** The site page as the app rendered it: the shell around the embedded screen's frame. */
function sitePage(frameAddress: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    `<h1>acme.nl</h1><div class="container"><iframe src="${frameAddress}" title="Dashboard" ` +
    `sandbox="${FRAME_SANDBOX}" data-status="ready" data-frame-address="${frameAddress}"></iframe></div>`;
  return root;
}

/**
 * The page's first scripts, as a fresh load of `path` runs them: the inline one in the head, then
 * the blocking one at the start of the body.
 */
async function openPage(path: string) {
  document.getElementById('feedline-kept-screen')?.remove();
  delete (globalThis as Record<string, unknown>).__feedlineKeptPage;
  window.history.replaceState(null, '', path);
  vi.resetModules();
  await import('../../../app/first-script/early-frame');
  await import('../../../app/first-script/kept-screen');
  return document.querySelector<HTMLIFrameElement>('#feedline-kept-screen iframe');
}

/** A message from the frame's window, on the platform's origin unless said otherwise. */
function fromFrame(frame: HTMLIFrameElement, data: unknown, origin = PLATFORM) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

/** `Element.prototype.moveBefore` as Chromium has it (jsdom has none): a move keeps the frame. */
function withMoveBefore() {
  Object.defineProperty(Element.prototype, 'moveBefore', {
    configurable: true,
    value(this: Element, node: Node, child: Node | null) {
      return this.insertBefore(node, child);
    },
  });
}

describe('a kept page’s embedded screen, loaded before the app’s code has run', () => {
  beforeEach(() => {
    localStorage.clear();
    withMoveBefore();
  });
  afterEach(() => {
    discardEarlyFrame();
    forgetKeptScreens();
    delete (Element.prototype as Partial<{ moveBefore: unknown }>).moveBefore;
    vi.restoreAllMocks();
  });

  it('is started before the kept picture is parsed, then moved into its place there', async () => {
    localStorage.setItem('access', tokenOf('user-1', 600));
    keepScreen(['/dashboard/site/7'], sitePage(dashboard.url));
    const append = vi.spyOn(document.body, 'append');

    const frame = await openPage('/dashboard/site/7');

    // First the frame (its document on its way), then the picture, where it then goes.
    const appended = append.mock.calls.map(([node]) => (node as Element).tagName);
    expect(appended).toEqual(['IFRAME', 'DIV']);
    expect(frame?.getAttribute('src')).toBe(dashboard.url);
    expect(frame?.parentElement?.className).toBe('container');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    // What the head's script found is taken by the body's once, and left to nobody else.
    expect((globalThis as Record<string, unknown>).__feedlineKeptPage).toBeUndefined();
  });

  it('goes into a picture that never holds a frame of its own (no second document, no layout)', async () => {
    localStorage.setItem('access', tokenOf('user-1', 600));
    keepScreen(['/dashboard/site/7'], sitePage(dashboard.url));
    const append = document.body.append.bind(document.body);
    const framesInPicture: number[] = [];
    vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof Element && node.tagName === 'DIV')
          framesInPicture.push(node.querySelectorAll('iframe').length);
      append(...nodes);
    });

    const frame = await openPage('/dashboard/site/7');

    expect(framesInPicture).toEqual([0]);
    expect(frame?.getAttribute('src')).toBe(dashboard.url);
    expect(frame?.className).toBe('');
    expect(document.querySelectorAll('#feedline-kept-screen template')).toHaveLength(0);
  });

  it('loads the address the picture holds, its query as the page built it; a bad one loads nothing', async () => {
    localStorage.setItem('access', tokenOf('user-1', 600));
    const withQuery = embeddedFrameAddress({
      ...dashboardOptions(),
      query: { stage: ['import'], mode: ['preview'] },
    });
    expect(withQuery.url).toContain('&');
    keepScreen(['/dashboard/site/7'], sitePage(withQuery.url));
    expect((await openPage('/dashboard/site/7'))?.getAttribute('src')).toBe(withQuery.url);
    discardEarlyFrame();

    keepScreen(['/dashboard/site/7'], sitePage('not an address'));
    const frame = await openPage('/dashboard/site/7');
    // The kept screen is shown all the same; its frame is the picture's, loading nothing.
    expect(document.getElementById('feedline-kept-screen')).not.toBeNull();
    expect(frame?.hasAttribute('src')).toBe(false);
  });

  it('is not loaded where a frame cannot be moved with its document: the page loads its own', async () => {
    delete (Element.prototype as Partial<{ moveBefore: unknown }>).moveBefore;
    localStorage.setItem('access', tokenOf('user-1', 600));
    keepScreen(['/dashboard/site/7'], sitePage(dashboard.url));

    const frame = await openPage('/dashboard/site/7');

    expect(frame?.hasAttribute('src')).toBe(false);
    expect(hasEarlyFrame(dashboard)).toBe(false);
  });

  it('loads the screen in the kept frame, sandboxed, and the page takes it with what it said', async () => {
    localStorage.setItem('access', tokenOf('user-1', 600));
    keepScreen(['/dashboard/site/7'], sitePage(dashboard.url));

    const frame = await openPage('/dashboard/site/7');

    expect(frame?.getAttribute('src')).toBe(dashboard.url);
    expect(frame?.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    // Named for the user whose page it is: the screen may show that user what it kept.
    expect(frame?.name).toBe(`${FRAME_USER_PREFIX}user-1`);
    // Not the live page's frame: no status or name that would make it look like one.
    expect(frame?.hasAttribute('data-status')).toBe(false);
    expect(frame?.hasAttribute('title')).toBe(false);

    const post = vi.spyOn(frame!.contentWindow!, 'postMessage');
    const ready = createMessage({ type: 'ready', hasContent: false });
    fromFrame(frame!, createMessage({ type: 'session-request' }));
    fromFrame(frame!, ready);
    // Not the frame's window, or not its origin: not heard.
    fromFrame(frame!, createMessage({ type: 'ready', hasContent: true }), 'https://evil.test');
    window.dispatchEvent(
      new MessageEvent('message', { data: ready, origin: PLATFORM, source: window }),
    );

    // The session, in frame-bridge's own envelope, to the platform's origin only.
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      createMessage<SessionMessage>({
        type: 'session',
        accessToken: localStorage.getItem('access')!,
        locale: 'de',
      }),
      PLATFORM,
    );

    expect(hasEarlyFrame(dashboard)).toBe(true);
    const taken = takeEarlyFrame(dashboard);
    expect(taken?.iframe).toBe(frame);
    expect(taken?.token).toBe(localStorage.getItem('access'));
    expect(taken?.isOpen).toBe(true);
    expect(taken?.heard).toEqual([ready]);
    // Taken once; from now on its messages are the page's.
    expect(hasEarlyFrame(dashboard)).toBe(false);
    fromFrame(frame!, createMessage({ type: 'session-request' }));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('leaves the session to the app when the stored token is about to expire', async () => {
    localStorage.setItem('access', tokenOf('user-1', 60));
    keepScreen(['/dashboard/site/7'], sitePage(dashboard.url));
    const frame = await openPage('/dashboard/site/7');
    const post = vi.spyOn(frame!.contentWindow!, 'postMessage');

    const request = createMessage({ type: 'session-request' });
    fromFrame(frame!, request);

    expect(post).not.toHaveBeenCalled();
    // The page answers it as if it had heard it itself (renewing the token first).
    expect(takeEarlyFrame(dashboard)).toMatchObject({ token: null, heard: [request] });
  });

  it('loads nothing from another origin than the platform’s, and another page does not take it', async () => {
    localStorage.setItem('access', tokenOf('user-1', 600));
    keepScreen(['/dashboard/site/7'], sitePage('https://evil.test/dashboard/site/7'));
    expect((await openPage('/dashboard/site/7'))?.hasAttribute('src')).toBe(false);

    keepScreen(['/dashboard/site/7'], sitePage(dashboard.url));
    await openPage('/dashboard/site/7');
    const other = embeddedFrameAddress({ ...dashboardOptions(), params: { siteId: 8 } });
    expect(hasEarlyFrame(other)).toBe(false);
    expect(takeEarlyFrame(other)).toBeNull();

    // Nobody took it once the app showed its page: it goes.
    const frame = document.querySelector('#feedline-kept-screen iframe');
    discardEarlyFrame();
    expect(frame?.isConnected).toBe(false);
    expect(hasEarlyFrame(dashboard)).toBe(false);
  });
});

function dashboardOptions() {
  return {
    host: PLATFORM,
    pathTemplate: '/dashboard/site/{siteId}',
    params: { siteId: 7 },
    query: {},
    locale: 'de',
  };
}
