import type { DataMap } from '@feedline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, fakeBridge, renderScreen } from '../../test/render-screen';
import DataMapScreen from './data-map-screen';

const MAP: DataMap = {
  site: { id: 1, name: 'acme.nl', itemCount: 12_500 },
  sources: [
    {
      id: 11,
      name: 'Product feed',
      kind: 'csv',
      url: 'https://acme.test/feed.csv',
      file: null,
      format: 'csv',
      options: {},
      shared: false,
      itemCount: 12_000,
      lastImportAt: '2025-03-01T10:00:00.000Z',
    },
    {
      id: 12,
      name: 'Stock levels',
      kind: 'api',
      url: 'https://acme.test/stock',
      file: null,
      format: null,
      options: {},
      shared: true,
      itemCount: 500,
      lastImportAt: null,
    },
  ],
  channels: [
    {
      id: 7,
      name: 'Google Shopping NL',
      columnCount: 12,
      classifications: [
        { id: 31, name: 'Shoes', columnCount: 10 },
        { id: 32, name: 'Bags', columnCount: 1 },
      ],
    },
    { id: 8, name: 'Meta Catalog NL', columnCount: 8, classifications: [] },
  ],
  hasSharedSettings: true,
};

function renderDataMap(answer: unknown) {
  const { api, calls } = fakeApi({ '/sites/1/data-map': answer });
  const { bridge } = fakeBridge();
  const view = renderScreen(
    <DataMapScreen params={{ siteId: '1' }} ids={{ siteId: 1 }} query={new URLSearchParams()} />,
    { api, bridge },
  );
  return { ...view, bridge, calls };
}

describe('DataMapScreen', () => {
  it('shows sources, the site and channels as labelled lists', async () => {
    const { bridge } = renderDataMap(MAP);

    const sources = await screen.findByRole('region', { name: 'Data sources' });
    const sourceItems = within(sources).getAllByRole('listitem');
    expect(sourceItems).toHaveLength(2);
    expect(sourceItems[0]).toHaveTextContent('Product feed');
    expect(sourceItems[0]).toHaveTextContent('CSV file · 12,000 items');
    expect(sourceItems[0]).not.toHaveTextContent('Shared');
    expect(sourceItems[1]).toHaveTextContent('API · 500 items');
    expect(sourceItems[1]).toHaveTextContent('Shared');
    expect(sourceItems[1]).toHaveTextContent('Not imported yet');

    const site = screen.getByRole('region', { name: 'Site' });
    expect(site).toHaveTextContent('acme.nl');
    expect(site).toHaveTextContent('12,500 items');

    const channels = screen.getByRole('region', { name: 'Channels' });
    const google = within(channels).getByRole('button', { name: /Google Shopping NL/ });
    expect(google).toHaveTextContent('12 columns · 2 sub-channels');
    const subChannels = within(channels).getByRole('list', {
      name: 'Sub-channels of Google Shopping NL',
    });
    expect(
      within(subChannels)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Shoes10 columns', 'Bags1 column']);
    expect(within(channels).getByRole('button', { name: /Meta Catalog NL/ })).toHaveTextContent(
      '8 columns',
    );

    await waitFor(() => expect(bridge.ready).toHaveBeenCalledWith(true));
    expect(bridge.sharedSettings).toHaveBeenCalledWith(true);
  });

  it('posts ready only once the map is there', async () => {
    let release = (_value: DataMap) => {};
    const pending = new Promise<DataMap>((resolve) => (release = resolve));
    const { api } = fakeApi({});
    api.get = <T,>() => pending as Promise<T>;
    const { bridge } = fakeBridge();
    renderScreen(
      <DataMapScreen params={{ siteId: '1' }} ids={{ siteId: 1 }} query={new URLSearchParams()} />,
      { api, bridge },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bridge.ready).not.toHaveBeenCalled();
    expect(bridge.sharedSettings).not.toHaveBeenCalled();

    release({ ...MAP, hasSharedSettings: false });
    await screen.findByRole('region', { name: 'Channels' });
    await waitFor(() => expect(bridge.ready).toHaveBeenCalledTimes(1));
    expect(bridge.sharedSettings).toHaveBeenCalledWith(false);
  });

  it('opens the data flow of a channel or a sub-channel, and the data sources', async () => {
    const { bridge, user } = renderDataMap(MAP);
    const channels = await screen.findByRole('region', { name: 'Channels' });

    await user.click(within(channels).getByRole('button', { name: /Meta Catalog NL/ }));
    expect(bridge.navigate).toHaveBeenLastCalledWith('/data-flow/site/1/export/8', undefined);

    await user.click(within(channels).getByRole('button', { name: /Shoes/ }));
    expect(bridge.navigate).toHaveBeenLastCalledWith(
      '/data-flow/site/1/export/7',
      'classificationId=31',
    );

    await user.click(screen.getByRole('button', { name: /Stock levels/ }));
    expect(bridge.navigate).toHaveBeenLastCalledWith('/data-sources/site/1');
  });

  it('says so when there are no sources or channels', async () => {
    renderDataMap({ ...MAP, sources: [], channels: [] });
    expect(await screen.findByText('No data sources yet.')).toBeInTheDocument();
    expect(screen.getByText('No channels yet.')).toBeInTheDocument();
  });

  it('shows the error when the map cannot be loaded', async () => {
    const { bridge } = renderDataMap(apiError(404));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This item does not exist (any more).',
    );
    await waitFor(() => expect(bridge.ready).toHaveBeenCalledWith(true));
    expect(bridge.sharedSettings).not.toHaveBeenCalled();
  });
});
