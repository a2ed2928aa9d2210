import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/render-screen';
import { matchRoute, startRoute } from './routes';

const start = (address: string) => {
  const { api, calls } = fakeApi({});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const url = new URL(address, 'https://platform.test');
  startRoute(url.pathname, url.search, { api, queryClient });
  return { paths: () => calls.map((call) => call.path) };
};

describe('startRoute', () => {
  it('asks for the dashboard figures and the screen chunk before anything renders', async () => {
    const { paths } = start('/dashboard/site/4/version/1');
    await vi.waitFor(() => expect(paths()).toEqual(['/sites/4/dashboard']));
    // Loading the chunk is slow under test (it is transformed on the fly): wait for it.
    await vi.waitFor(
      () =>
        expect(matchRoute('/dashboard/site/4/version/1')!.route.loaded()).toBeTypeOf('function'),
      { timeout: 60_000, interval: 50 },
    );
  });

  it('asks for the first page of the view the address names, and the channels', async () => {
    const { paths } = start('/data-view/site/4?stage=channel&stageId=7&search=shoe');
    await vi.waitFor(() => expect(paths()).toHaveLength(2));
    const [items, channels] = paths() as [string, string];
    expect(items).toMatch(/^\/sites\/4\/items\?/);
    const query = new URLSearchParams(items.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      stage: 'channel',
      stageId: '7',
      search: 'shoe',
      offset: '0',
    });
    expect(channels).toMatch(/^\/sites\/4\/channels/);
  });

  it('asks for no items while the channel stage has no channel yet', async () => {
    const { paths } = start('/data-view/site/4?stage=channel');
    await vi.waitFor(() => expect(paths()).toHaveLength(1));
    expect(paths()[0]).toMatch(/^\/sites\/4\/channels/);
  });

  it('asks for nothing at an address without a screen', async () => {
    const { paths } = start('/nowhere/3');
    await Promise.resolve();
    expect(paths()).toEqual([]);
  });
});
