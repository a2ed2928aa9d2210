import type { ChannelFlow, FlowVersion, FlowVersionDetail } from '@feedline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, fakeBridge, renderScreen } from '../../test/render-screen';
import DataFlowScreen from './data-flow-screen';

const FLOW: ChannelFlow = {
  channel: { id: 7, name: 'Google Shopping NL' },
  classification: null,
  version: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
  columns: [
    { name: 'id', source: { kind: 'field', field: 'id' } },
    { name: 'title', source: { kind: 'field', field: 'title' } },
  ],
  usesSharedSettings: true,
  fields: ['id', 'price', 'title'],
  canWrite: true,
};

const ITEMS = {
  stage: 'intermediate',
  columns: ['id', 'title', 'price'],
  rows: [
    { _id: 1, id: 'SKU-1', title: 'Red shoe', price: '9.95 EUR' },
    { _id: 2, id: 'SKU-2', title: 'Blue bag', price: '19.00 EUR' },
  ],
  totalCount: 2,
  offset: 0,
  limit: 10,
  hasSharedSettings: true,
};

const VERSIONS: FlowVersion[] = [
  {
    version: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    userName: 'Olivia Owner',
    summary: '1 added',
    restoredFrom: null,
    isCurrent: true,
  },
  {
    version: 2,
    createdAt: '2026-10-01T10:00:00.000Z',
    userName: 'Olivia Owner',
    summary: '1 changed',
    restoredFrom: null,
    isCurrent: false,
  },
];

function renderEditor(
  flow: ChannelFlow = FLOW,
  extra: Record<string, unknown> = {},
  dialogAnswer?: { confirmed: boolean },
) {
  const { api, calls } = fakeApi({
    '/sites/1/channels/7/data-flow': (body: unknown) =>
      body === undefined
        ? flow
        : { ...flow, version: flow.version + 1, columns: (body as ChannelFlow).columns },
    '/sites/1/items': ITEMS,
    '/sites/1/channels': {
      data: [
        { id: 7, name: 'Google Shopping NL' },
        { id: 8, name: 'Meta Catalog NL' },
      ],
      meta: { totalPages: 1, totalCount: 2, currentPage: 1, countPerPage: 100 },
      links: { first: '', last: '' },
    },
    '/site/1/classifications/7': [{ id: 31, name: 'Shoes' }],
    '/sites/1/channels/7/data-flow/versions': { data: VERSIONS },
    ...extra,
  });
  const { bridge, dialogs } = fakeBridge(dialogAnswer as never);
  const view = renderScreen(
    <DataFlowScreen
      params={{ siteId: '1', channelId: '7' }}
      ids={{ siteId: 1, channelId: 7 }}
      query={new URLSearchParams()}
    />,
    { api, bridge },
  );
  return { ...view, calls, bridge, dialogs };
}

const column = (name: string) => screen.getByRole('listitem', { name: `Column ${name}` });
/** An option of the list a Select input controls (every column has its own). */
async function optionOf(input: HTMLElement, name: string) {
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  return within(list).getByRole('option', { name, hidden: true });
}

const previewCells = () =>
  within(screen.getByRole('table', { name: 'The flow applied to items of the site' }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the data-flow editor (spec §2.12)', () => {
  it('edits a column with a chain, shows it in the preview at once, and saves over the loaded version', async () => {
    const { user, calls, bridge } = renderEditor();
    expect(
      await screen.findByRole('heading', { name: 'Data flow of Google Shopping NL' }),
    ).toBeVisible();
    await waitFor(() => expect(bridge.ready).toHaveBeenCalledWith(true));
    expect(bridge.sharedSettings).toHaveBeenCalledWith(true);
    await waitFor(() => expect(previewCells()).toContain('Red shoe'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    const addStep = within(column('title')).getByRole('combobox', { name: 'Add a step' });
    await user.click(addStep);
    await user.click(await optionOf(addStep, 'Upper case'));
    await waitFor(() => expect(previewCells()).toContain('RED SHOE'));
    // The shell now asks before its own navigation leaves the page.
    expect(bridge.unsavedChanges).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Add column' }));
    const added = column('column_3');
    await user.clear(within(added).getByRole('textbox', { name: 'Column name' }));
    await user.type(within(added).getByRole('textbox', { name: 'Column name' }), 'condition');
    await user.click(within(column('condition')).getByRole('button', { name: 'Connect' }));
    // Connected to no field yet: not a flow to save.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const field = within(column('condition')).getByRole('combobox', { name: 'Field' });
    await user.click(field);
    await user.click(await optionOf(field, 'price'));
    await waitFor(() => expect(previewCells()).toContain('9.95 EUR'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/sites/1/channels/7/data-flow',
        body: {
          expectedVersion: 3,
          columns: [
            FLOW.columns[0],
            { ...FLOW.columns[1], transforms: [{ op: 'uppercase' }] },
            { name: 'condition', source: { kind: 'field', field: 'price' } },
          ],
        },
      }),
    );
    expect(bridge.notify).toHaveBeenCalledWith('success', 'Data flow saved as version 4');
    await waitFor(() => expect(bridge.unsavedChanges).toHaveBeenLastCalledWith(false));
  });

  it('flags empty and duplicate names and an unfinished field, and does not save such a flow', async () => {
    const { user, calls } = renderEditor();
    await screen.findByRole('heading', { name: 'Data flow of Google Shopping NL' });
    const name = within(column('title')).getByRole('textbox', { name: 'Column name' });
    await user.clear(name);
    await user.type(name, 'ID');
    expect(await screen.findByText('Another column has this name.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(name);
    expect(await screen.findByText('Give the column a name.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('moves columns with buttons that work by keyboard too', async () => {
    const { user } = renderEditor();
    await screen.findByRole('heading', { name: 'Data flow of Google Shopping NL' });
    expect(within(column('id')).getByRole('button', { name: 'Move id up' })).toBeDisabled();
    within(column('id')).getByRole('button', { name: 'Move id down' }).focus();
    await user.keyboard('{Enter}');
    const names = screen
      .getAllByRole('textbox', { name: 'Column name' })
      .map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(['title', 'id']);
  });

  it('answers a save over a newer version with a notice to reload, keeping the edits', async () => {
    const { user } = renderEditor(FLOW, {
      '/sites/1/channels/7/data-flow': (body: unknown) => {
        if (body === undefined) return FLOW;
        throw apiError(409, 'data-flow-stale');
      },
    });
    await screen.findByRole('heading', { name: 'Data flow of Google Shopping NL' });
    await user.click(within(column('title')).getByRole('button', { name: 'Remove title' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone saved this data flow meanwhile',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Column title' })).toBeNull();
  });

  it('shows a read-only flow without ways to change it', async () => {
    renderEditor({ ...FLOW, canWrite: false });
    await screen.findByRole('heading', { name: 'Data flow of Google Shopping NL' });
    expect(screen.getByText('You can read this data flow but not change it.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add column' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
  });

  it('asks before leaving unsaved changes for a sub-channel, and stays when told so', async () => {
    const { user, bridge, dialogs } = renderEditor(FLOW, {}, { confirmed: false });
    await screen.findByRole('heading', { name: 'Data flow of Google Shopping NL' });
    await user.click(within(column('title')).getByRole('button', { name: 'Remove title' }));
    const subChannel = await screen.findByRole('combobox', { name: 'Sub-channel' });
    await user.click(subChannel);
    await user.click(await optionOf(subChannel, '31 - Shoes'));
    expect(dialogs[0]).toMatchObject({ kind: 'confirm', title: 'Leave without saving?' });
    expect(bridge.navigate).not.toHaveBeenCalled();
  });

  it('compares an older version with the current one and restores it after confirmation', async () => {
    const detail: FlowVersionDetail = {
      ...VERSIONS[1]!,
      columns: FLOW.columns,
      changesSince: { added: ['gtin'], changed: [], removed: [] },
    };
    const { user, calls, dialogs } = renderEditor(FLOW, {
      '/sites/1/channels/7/data-flow/versions/2': detail,
      '/sites/1/channels/7/data-flow/versions/2/restore': { ...FLOW, version: 4 },
    });
    const versions = await screen.findByRole('region', { name: 'Versions' });
    await user.click(
      await within(versions).findByRole('button', {
        name: 'Compare version 2 with the current one',
      }),
    );
    expect(await within(versions).findByRole('status')).toHaveTextContent(
      'The current version, against version 2: added gtin; changed none; removed none.',
    );
    await user.click(within(versions).getByRole('button', { name: 'Restore version 2' }));
    expect(dialogs[0]).toMatchObject({ kind: 'confirm', title: 'Restore version 2?' });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/sites/1/channels/7/data-flow/versions/2/restore',
        body: { expectedVersion: 3 },
      }),
    );
  });
});
