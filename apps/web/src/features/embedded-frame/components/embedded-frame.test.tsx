import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import { refreshTokens } from '../../../lib/auth/session';
import type * as SessionModule from '../../../lib/auth/session';
import { storeTokens } from '../../../lib/auth/token-store';
import type * as HttpModule from '../../../lib/http';
import { logoutWithReturn } from '../../../lib/http';
import { jwtWithExp } from '../../../test/tokens';
import { PLATFORM_ORIGIN, renderFrame } from './embedded-frame.test-helper';

vi.mock('../../../lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  refreshTokens: vi.fn(),
}));
vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  logoutWithReturn: vi.fn(),
}));

const TOKEN = jwtWithExp(Math.floor(Date.now() / 1000) + 3600);

beforeEach(() => {
  storeTokens({ access_token: TOKEN, refresh_token: 'refresh' });
  vi.mocked(refreshTokens).mockReset();
  vi.mocked(logoutWithReturn).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('EmbeddedFrame: address and loading (spec §2.10)', () => {
  it('opens the platform host at the screen path with the query and _locale', async () => {
    const { iframe } = await renderFrame();
    expect(iframe).toHaveAttribute(
      'src',
      `${PLATFORM_ORIGIN}/data-view/site/7?stage=channel&stageId=12&_locale=en`,
    );
  });

  it('covers the frame until it is ready with content', async () => {
    const { send } = await renderFrame();
    expect(screen.getByText('Loading Data view…')).toBeInTheDocument();

    send({ type: 'ready', hasContent: false });
    expect(screen.getByText('Loading Data view…')).toBeInTheDocument();
    send({ type: 'ready', hasContent: true });
    expect(screen.queryByText('Loading Data view…')).toBeNull();
  });

  it('turns into an error with a retry that reloads the frame, never an endless overlay', async () => {
    const { user, iframe } = await renderFrame({ readyTimeoutMs: 50 });
    expect(await screen.findByRole('alert')).toHaveTextContent('The page did not load');
    expect(screen.queryByText('Loading Data view…')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const reloaded = screen.getByTitle('Data view');
    expect(reloaded).not.toBe(iframe);
    expect(reloaded).toHaveAttribute('src', iframe.getAttribute('src'));
    expect(screen.getByText('Loading Data view…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('shows the frame when ready arrives after the timeout', async () => {
    const { send } = await renderFrame({ readyTimeoutMs: 20 });
    expect(await screen.findByRole('alert')).toBeVisible();
    send({ type: 'ready', hasContent: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('EmbeddedFrame: who may talk to the shell (ARCHITECTURE §6)', () => {
  it('ignores another origin, another window and malformed messages', async () => {
    const { deliver, send, posts } = await renderFrame();
    const otherFrame = document.createElement('iframe');
    document.body.append(otherFrame);
    const ready = { v: 1, source: 'feedline', type: 'ready', hasContent: true };
    const sessionRequest = { v: 1, source: 'feedline', type: 'session-request' };

    deliver(ready, { origin: 'https://evil.example' });
    deliver(ready, { origin: 'http://localhost:3000' });
    deliver(ready, { source: otherFrame.contentWindow as Window });
    deliver(ready, { source: window });
    deliver(sessionRequest, { origin: 'https://evil.example' });
    deliver(sessionRequest, { source: otherFrame.contentWindow as Window });
    deliver({ type: 'ready', hasContent: true });
    deliver({ ...ready, hasContent: 'yes' });
    deliver('{"type":"ready"}');
    deliver(null);

    expect(screen.getByText('Loading Data view…')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    otherFrame.remove();
    // The same frame's valid message still gets through.
    send({ type: 'ready', hasContent: true });
    expect(screen.queryByText('Loading Data view…')).toBeNull();
  });

  it('posts only to the exact platform origin', async () => {
    const { iframe, send, posts } = await renderFrame();
    fireEvent.load(iframe);
    send({ type: 'session-request' });
    expect(posts().length).toBeGreaterThan(0);
    expect(posts().every(({ targetOrigin }) => targetOrigin === PLATFORM_ORIGIN)).toBe(true);
  });
});

describe('EmbeddedFrame: session (spec §7)', () => {
  it('answers session-request with the stored token and the language', async () => {
    const { send, postsOfType } = await renderFrame();
    send({ type: 'session-request' });
    expect(postsOfType('session')).toEqual([
      {
        message: { v: 1, source: 'feedline', type: 'session', accessToken: TOKEN, locale: 'en' },
        targetOrigin: PLATFORM_ORIGIN,
      },
    ]);
  });

  it('renews a refused token before answering a second request', async () => {
    const renewed = jwtWithExp(Math.floor(Date.now() / 1000) + 7200);
    vi.mocked(refreshTokens).mockImplementation(async () => {
      storeTokens({ access_token: renewed, refresh_token: 'refresh-2' });
      return true;
    });
    const { send, postsOfType } = await renderFrame();
    send({ type: 'session-request' });
    send({ type: 'session-request' });

    await waitFor(() => expect(postsOfType('session')).toHaveLength(2));
    expect(refreshTokens).toHaveBeenCalledExactlyOnceWith(TOKEN);
    expect(postsOfType('session')[1]?.message).toMatchObject({ accessToken: renewed });
  });

  it('renews a token about to expire, and signs out when that fails', async () => {
    storeTokens({ access_token: jwtWithExp(Math.floor(Date.now() / 1000) + 60) });
    vi.mocked(refreshTokens).mockResolvedValue(false);
    const { send, postsOfType } = await renderFrame();
    send({ type: 'session-request' });

    await waitFor(() => expect(logoutWithReturn).toHaveBeenCalled());
    expect(postsOfType('session')).toEqual([]);
  });

  it('posts the session again when the stored token changes in another tab', async () => {
    const { send, postsOfType } = await renderFrame();
    send({ type: 'session-request' });
    const renewed = jwtWithExp(Math.floor(Date.now() / 1000) + 7200);
    storeTokens({ access_token: renewed });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'access', newValue: renewed }));
    });
    expect(postsOfType('session').map(({ message }) => message)).toEqual([
      expect.objectContaining({ accessToken: TOKEN }),
      expect.objectContaining({ accessToken: renewed }),
    ]);
  });

  it('notices a token renewed in this tab within the watch interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { send, postsOfType } = await renderFrame();
    send({ type: 'session-request' });
    const renewed = jwtWithExp(Math.floor(Date.now() / 1000) + 7200);
    storeTokens({ access_token: renewed });
    act(() => vi.advanceTimersByTime(5_000));
    expect(postsOfType('session').at(-1)?.message).toMatchObject({ accessToken: renewed });
  });

  it('posts the session again in the new language, without reloading the frame', async () => {
    const { send, postsOfType, iframe } = await renderFrame();
    send({ type: 'session-request' });
    act(() => setLanguage('de'));
    await waitFor(() =>
      expect(postsOfType('session').at(-1)?.message).toMatchObject({ locale: 'de' }),
    );
    expect(screen.getByTitle('Data view')).toBe(iframe);
    expect(iframe.getAttribute('src')).toContain('_locale=en');
  });
});

describe('EmbeddedFrame: origin and layout (spec §2.12, §7)', () => {
  it('posts the shell origin and the layout once the frame has loaded', async () => {
    const { iframe, postsOfType } = await renderFrame();
    fireEvent.load(iframe);
    expect(postsOfType('origin').map(({ message }) => message)).toEqual([
      { v: 1, source: 'feedline', type: 'origin', origin: window.location.origin },
    ]);
    expect(postsOfType('layout')[0]?.message).toEqual({
      v: 1,
      source: 'feedline',
      type: 'layout',
      scrollTop: 0,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
    });
  });

  it('posts the layout on scroll and resize, once per animation frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { postsOfType } = await renderFrame();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('scroll'));
    });
    expect(postsOfType('layout')).toHaveLength(0);
    act(() => frames.splice(0).forEach((callback) => callback(0)));
    expect(postsOfType('layout')).toHaveLength(1);

    act(() => window.dispatchEvent(new Event('resize')));
    act(() => frames.splice(0).forEach((callback) => callback(0)));
    expect(postsOfType('layout')).toHaveLength(2);
    raf.mockRestore();
  });
});
