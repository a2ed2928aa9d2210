import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/render-screen';
import { FEEDS, feed, run } from '../test/feed-fixtures';
import { CHANNELS, FLOWS, SITE } from '../test/legacy-fixtures';
import { renderPath } from '../test/render-legacy';

const PATH = '/exports/site/4';

function renderExports(extra: Record<string, unknown> = {}) {
  return renderPath(PATH, {
    '/sites/4': SITE,
    '/sites/4/channels': CHANNELS,
    '/sites/4/data-flows': FLOWS,
    '/sites/4/feeds': FEEDS,
    ...extra,
  });
}

/** The feeds section once its table has loaded. */
async function feedsRegion() {
  const region = await screen.findByRole('region', { name: 'Feeds' });
  await within(region).findByRole('table');
  return region;
}
const rowNamed = (region: HTMLElement, name: string) =>
  within(region).getByRole('rowheader', { name }).closest('tr')!;

describe('exports: the published feeds', () => {
  it('keeps the channels table and shows each feed with address, format, last run and file', async () => {
    const { user, bridge } = renderExports();
    const channels = await screen.findByRole('region', { name: 'Channels' });
    await user.click(within(channels).getByRole('button', { name: 'Setup of Google Shopping NL' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/exports/site/4/channel/11/setup', undefined);

    const feeds = await feedsRegion();
    const google = rowNamed(feeds, 'Google Shopping NL');
    expect(
      within(google).getByRole('textbox', { name: 'Feed address of Google Shopping NL' }),
    ).toHaveValue(FEEDS.data[0]!.url);
    expect(
      within(google).getByRole('button', { name: 'Copy the feed address of Google Shopping NL' }),
    ).toBeInTheDocument();
    expect(
      within(google).getByRole('link', { name: 'Download the feed of Google Shopping NL' }),
    ).toHaveAttribute('href', FEEDS.data[0]!.url);
    expect(
      within(google).getByRole('combobox', { name: 'Format of Google Shopping NL' }),
    ).toHaveValue('xml-google');
    expect(within(google).getByText('Succeeded')).toBeInTheDocument();
    expect(within(google).getByText('1,200 exported · 45 excluded · 5 failed')).toBeInTheDocument();
    expect(within(google).getByText('2.5 MB')).toBeInTheDocument();

    const shoes = rowNamed(feeds, 'Sub-channel Shoes');
    expect(
      within(shoes).getByRole('textbox', { name: 'Feed address of Google Shopping NL › Shoes' }),
    ).toHaveValue(FEEDS.data[1]!.url);
    expect(within(shoes).getByText('Not exported yet')).toBeInTheDocument();
    // A sub-channel is exported, formatted and rotated with its channel.
    expect(within(shoes).queryByRole('button', { name: /Export/ })).toBeNull();

    const meta = rowNamed(feeds, 'Meta Catalog NL');
    expect(within(meta).getByText('Not published yet')).toBeInTheDocument();
  });

  it('changes a format, exports one channel and all of them', async () => {
    const { user, calls, bridge } = renderExports({
      '/sites/4/channels/12/feed': (body: unknown) => ({ ...FEEDS.data[2], ...(body as object) }),
      '/sites/4/export-runs': () => ({ data: [run(50, { kind: 'export', status: 'queued' })] }),
    });
    const feeds = await feedsRegion();
    await user.selectOptions(
      within(rowNamed(feeds, 'Meta Catalog NL')).getByRole('combobox', {
        name: 'Format of Meta Catalog NL',
      }),
      'tsv',
    );
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/sites/4/channels/12/feed',
      body: { format: 'tsv' },
    });
    await user.click(within(feeds).getByRole('button', { name: 'Export Meta Catalog NL now' }));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/sites/4/export-runs',
      body: { channelId: 12 },
    });
    await user.click(within(feeds).getByRole('button', { name: 'Export all' }));
    expect(calls).toContainEqual({ method: 'POST', path: '/sites/4/export-runs', body: {} });
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'success',
        'The export of every channel is queued.',
      ),
    );
  });

  it('says an export is already running on 409 export-running', async () => {
    const { user, bridge } = renderExports({
      '/sites/4/export-runs': apiError(409, 'export-running'),
    });
    const feeds = await feedsRegion();
    await user.click(within(feeds).getByRole('button', { name: 'Export Google Shopping NL now' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'error',
        'An export of this channel is already queued or running. Wait for it to end, or cancel it.',
      ),
    );
  });

  it('rotates the token only after a confirmation saying the old address stops working', async () => {
    let data = FEEDS.data;
    const rotated = 'https://feeds.feedline.test/f/11/new-token.xml';
    const { user, calls, bridge } = renderExports({
      '/sites/4/feeds': () => ({ data }),
      '/sites/4/channels/11/feed/token': () => {
        data = [feed({ url: rotated }), ...data.slice(1)];
        return data[0];
      },
    });
    const feeds = await feedsRegion();
    await user.click(
      within(feeds).getByRole('button', { name: 'Rotate the token of Google Shopping NL' }),
    );
    expect(bridge.dialog).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'confirm',
        title: 'Rotate the token of Google Shopping NL?',
        message: expect.stringContaining('The old addresses stop working at once'),
      }),
    );
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/sites/4/channels/11/feed/token',
      body: {},
    });
    await waitFor(() =>
      expect(
        within(rowNamed(feeds, 'Google Shopping NL')).getByRole('textbox', {
          name: 'Feed address of Google Shopping NL',
        }),
      ).toHaveValue(rotated),
    );
  });

  it('does not rotate when the confirmation is dismissed', async () => {
    const { user, calls } = renderPath(
      PATH,
      {
        '/sites/4': SITE,
        '/sites/4/channels': CHANNELS,
        '/sites/4/data-flows': FLOWS,
        '/sites/4/feeds': FEEDS,
      },
      { confirmed: false },
    );
    const feeds = await feedsRegion();
    await user.click(
      within(feeds).getByRole('button', { name: 'Rotate the token of Google Shopping NL' }),
    );
    expect(calls.map((call) => call.path)).not.toContain('/sites/4/channels/11/feed/token');
  });

  it('shows a read-only user the feeds and their addresses, but nothing to change them', async () => {
    renderExports({ '/sites/4': { ...SITE, canWrite: false } });
    const feeds = await feedsRegion();
    const google = rowNamed(feeds, 'Google Shopping NL');
    expect(within(google).getByRole('textbox', { name: /Feed address/ })).toBeInTheDocument();
    expect(within(google).getByText('XML – Google Merchant (RSS/Atom)')).toBeInTheDocument();
    expect(within(feeds).queryByRole('combobox')).toBeNull();
    expect(within(feeds).queryByRole('button', { name: /Export|Rotate/ })).toBeNull();
  });
});
