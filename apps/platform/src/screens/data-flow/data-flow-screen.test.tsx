import type { SiteDataFlows } from '@feedline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFormatter, formatLocale } from '../../lib/format';
import { apiError, fakeApi, fakeBridge, renderScreen } from '../../test/render-screen';
import DataFlowScreen from './data-flow-screen';

const GOOGLE = { id: 7, name: 'Google Shopping NL' };
const META = { id: 8, name: 'Meta Catalog NL' };

const FLOWS: SiteDataFlows = {
  data: [
    {
      id: 1,
      channel: GOOGLE,
      classification: null,
      version: 3,
      updatedAt: '2025-03-01T10:00:00.000Z',
      columns: [
        { name: 'g:id', source: { kind: 'field', field: 'id' } },
        { name: 'g:condition', source: { kind: 'static', value: 'new' } },
      ],
    },
    {
      id: 2,
      channel: GOOGLE,
      classification: { id: 31, name: 'Shoes' },
      version: 1,
      updatedAt: '2025-03-02T10:00:00.000Z',
      columns: [{ name: 'g:size', source: { kind: 'field', field: 'size' } }],
    },
    {
      id: 3,
      channel: GOOGLE,
      classification: { id: 32, name: 'Bags' },
      version: 1,
      updatedAt: '2025-03-02T10:00:00.000Z',
      columns: [],
    },
    {
      id: 4,
      channel: META,
      classification: null,
      version: 1,
      updatedAt: '2025-03-03T10:00:00.000Z',
      columns: [{ name: 'title', source: { kind: 'field', field: 'title' } }],
    },
  ],
  hasSharedSettings: true,
};

function renderDataFlow(
  answer: unknown,
  { channelId, query = '' }: { channelId?: number; query?: string } = {},
) {
  const { api, calls } = fakeApi({ '/sites/1/data-flows': answer });
  const { bridge } = fakeBridge();
  const ids: Record<string, number> =
    channelId === undefined ? { siteId: 1 } : { siteId: 1, channelId };
  const params = Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, String(id)]));
  const view = renderScreen(
    <DataFlowScreen params={params} ids={ids} query={new URLSearchParams(query)} />,
    { api, bridge },
  );
  return { ...view, bridge, calls };
}

const channelSection = (name: string) => screen.getByRole('region', { name });

describe('DataFlowScreen', () => {
  it('shows every channel with its column mappings', async () => {
    const { bridge } = renderDataFlow(FLOWS);

    const google = await screen.findByRole('region', { name: 'Google Shopping NL' });
    const ownTable = within(google).getByRole('table', {
      name: 'Column mapping of Google Shopping NL',
    });
    const rows = within(ownTable).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['g:id', 'fieldid'],
      ['g:condition', 'static text“new”'],
    ]);
    // The moment as every other moment of the screens: date and time in the reader's language.
    const changed = createFormatter(formatLocale('en')).dateTime('2025-03-01T10:00:00.000Z');
    expect(changed).toMatch(/^Mar 1, 2025, /);
    expect(
      within(google).getByText(`Version 3, changed ${changed} · 2 columns`),
    ).toBeInTheDocument();

    const shoes = within(google).getByRole('region', { name: 'Sub-channel Shoes' });
    expect(within(shoes).getByRole('table', { name: 'Column mapping of Shoes' })).toHaveTextContent(
      'g:size',
    );
    expect(shoes).not.toHaveAttribute('aria-current');
    expect(within(google).getByRole('region', { name: 'Sub-channel Bags' })).toHaveTextContent(
      'No columns are mapped yet.',
    );

    expect(channelSection('Meta Catalog NL')).toHaveTextContent('title');
    expect(screen.queryByRole('navigation', { name: 'Other channels' })).not.toBeInTheDocument();
    await waitFor(() => expect(bridge.ready).toHaveBeenCalledWith(true));
    expect(bridge.sharedSettings).toHaveBeenCalledWith(true);
  });

  it('opens the data view of a channel and of a sub-channel at channel stage', async () => {
    const { bridge, user } = renderDataFlow(FLOWS);
    await screen.findByRole('region', { name: 'Google Shopping NL' });

    await user.click(
      screen.getByRole('button', { name: 'Open Google Shopping NL in the data view' }),
    );
    expect(bridge.navigate).toHaveBeenLastCalledWith(
      '/data-view/site/1',
      'mode=preview&stage=channel&stageId=7',
    );

    await user.click(screen.getByRole('button', { name: 'Open Shoes in the data view' }));
    expect(bridge.navigate).toHaveBeenLastCalledWith(
      '/data-view/site/1',
      'mode=preview&stage=channel&stageId=7&classificationId=31',
    );

    await user.click(screen.getByRole('button', { name: 'Open Meta Catalog NL in the data view' }));
    expect(bridge.navigate).toHaveBeenLastCalledWith(
      '/data-view/site/1',
      'mode=preview&stage=channel&stageId=8',
    );
  });

  it('says so when the site has no flows', async () => {
    const { bridge } = renderDataFlow({ data: [], hasSharedSettings: false });
    expect(
      await screen.findByText('This site has no channels with a data flow yet.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(bridge.ready).toHaveBeenCalledWith(true));
    expect(bridge.sharedSettings).toHaveBeenCalledWith(false);
  });

  it('posts ready only once the flows are there', async () => {
    let release = (_value: SiteDataFlows) => {};
    const pending = new Promise<SiteDataFlows>((resolve) => (release = resolve));
    const { api } = fakeApi({});
    api.get = <T,>() => pending as Promise<T>;
    const { bridge } = fakeBridge();
    renderScreen(
      <DataFlowScreen params={{ siteId: '1' }} ids={{ siteId: 1 }} query={new URLSearchParams()} />,
      { api, bridge },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bridge.ready).not.toHaveBeenCalled();

    release(FLOWS);
    await screen.findByRole('region', { name: 'Google Shopping NL' });
    await waitFor(() => expect(bridge.ready).toHaveBeenCalledTimes(1));
  });

  it('shows the error when the flows cannot be loaded', async () => {
    const { bridge } = renderDataFlow(apiError(403, 'inaccessible'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no access to this data.');
    await waitFor(() => expect(bridge.ready).toHaveBeenCalledWith(true));
    expect(bridge.sharedSettings).not.toHaveBeenCalled();
  });
});
