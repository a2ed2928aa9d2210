import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/render-screen';
import { FakeXhr, FILE_SOURCE, URL_SOURCE, run, runPage } from '../test/feed-fixtures';
import { SITE } from '../test/legacy-fixtures';
import { renderPath } from '../test/render-legacy';

const PATH = '/data-sources/site/4';
const IMPORTS = '/sites/4/runs?kind=import&page=1';

function renderSources(extra: Record<string, unknown> = {}) {
  return renderPath(PATH, {
    '/sites/4': SITE,
    '/sites/4/data-sources': { data: [URL_SOURCE, FILE_SOURCE] },
    [IMPORTS]: runPage([run(41)]),
    ...extra,
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('data sources: the list and the last import', () => {
  it('shows each source with its format, where it comes from, items and last import', async () => {
    renderSources();
    await screen.findByText('Product catalogue');
    const catalogue = rowOf('Product catalogue');
    expect(within(catalogue).getByText('CSV (comma-separated)')).toBeInTheDocument();
    expect(within(catalogue).getByRole('link', { name: URL_SOURCE.url! })).toBeInTheDocument();
    expect(within(catalogue).getByText('1,250')).toBeInTheDocument();
    const stock = rowOf('Stock levels');
    expect(within(stock).getByText('stock.xml')).toBeInTheDocument();
    expect(within(stock).getByText('Uploaded file, 1.5 kB')).toBeInTheDocument();
    expect(within(stock).getByText('Not imported yet')).toBeInTheDocument();
  });

  it("shows the last import's counts and links to its problems in the error log", async () => {
    const { user, bridge } = renderSources();
    const last = await screen.findByRole('region', { name: 'Last import' });
    expect(await within(last).findByText('Succeeded')).toBeInTheDocument();
    expect(within(last).getByText('1,300')).toBeInTheDocument();
    expect(within(last).getByText('1,250')).toBeInTheDocument();
    expect(within(last).getByText('50')).toBeInTheDocument();
    expect(within(last).getByText('2 min 5 sec')).toBeInTheDocument();
    await user.click(
      within(last).getByRole('button', { name: 'Show the 3 problems in the error log' }),
    );
    expect(bridge.navigate).toHaveBeenCalledWith('/error-log/site/4', 'runId=41');
  });

  it('starts an import and cancels it while it runs, asking again until it ends', async () => {
    let runs = [run(41)];
    const { user, calls, bridge } = renderSources({
      [IMPORTS]: () => runPage(runs),
      '/sites/4/import-runs': () => {
        runs = [run(42, { status: 'running', finishedAt: null }), ...runs];
        return runs[0];
      },
      '/sites/4/runs/42/cancel': () => {
        runs = [run(42, { status: 'cancelled', error: 'Cancelled by a user' }), ...runs.slice(1)];
        return runs[0];
      },
    });
    const last = await screen.findByRole('region', { name: 'Last import' });
    await user.click(await within(last).findByRole('button', { name: 'Import now' }));
    expect(calls).toContainEqual({ method: 'POST', path: '/sites/4/import-runs', body: {} });
    expect(bridge.notify).toHaveBeenCalledWith(
      'success',
      'The import is queued; the page follows its progress.',
    );
    expect(await within(last).findByText('Running')).toBeInTheDocument();
    expect(within(last).getByRole('button', { name: 'Import now' })).toBeDisabled();

    await user.click(within(last).getByRole('button', { name: 'Cancel run' }));
    expect(calls).toContainEqual({ method: 'POST', path: '/sites/4/runs/42/cancel', body: {} });
    expect(await within(last).findByText('Cancelled')).toBeInTheDocument();
    expect(within(last).getByText('Cancelled by a user')).toBeInTheDocument();
    expect(within(last).queryByRole('button', { name: 'Cancel run' })).toBeNull();
  });

  it('says an import is already running when the API answers 409 import-running', async () => {
    const { user, bridge } = renderSources({
      '/sites/4/import-runs': apiError(409, 'import-running', 'An import is queued or running'),
    });
    const last = await screen.findByRole('region', { name: 'Last import' });
    await user.click(await within(last).findByRole('button', { name: 'Import now' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'error',
        'An import of this site is already queued or running. Wait for it to end, or cancel it.',
      ),
    );
  });

  it('shows a read-only user everything but no control that changes anything', async () => {
    const { calls } = renderSources({ '/sites/4': { ...SITE, canWrite: false } });
    expect(await screen.findByText('Product catalogue')).toBeInTheDocument();
    expect(await screen.findByText('Succeeded')).toBeInTheDocument();
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels).not.toContain('Add data source');
    expect(labels).not.toContain('Import now');
    expect(labels).not.toContain('Edit');
    expect(labels).not.toContain('Delete');
    expect(labels).not.toContain('Cancel run');
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('deletes a source after the delete confirmation', async () => {
    let sources = [URL_SOURCE, FILE_SOURCE];
    const { user, calls, bridge } = renderSources({
      '/sites/4/data-sources': () => ({ data: sources }),
      '/sites/4/data-sources/2': () => {
        sources = [URL_SOURCE];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Stock levels' }));
    expect(bridge.dialog).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'delete', title: 'Delete data source' }),
    );
    await waitFor(() => expect(screen.queryByText('Stock levels')).toBeNull());
    expect(calls).toContainEqual({ method: 'DELETE', path: '/sites/4/data-sources/2' });
  });
});

describe('data sources: adding and editing', () => {
  it('tests a URL feed, shows what it found, and adds it with the chosen options', async () => {
    const { user, calls, bridge } = renderSources({
      '/sites/4/data-sources/test': {
        ok: true,
        format: 'csv',
        encoding: 'windows-1252',
        fields: ['id', 'title', 'price'],
        sample: [
          { id: 'A1', title: 'Red shoe', price: '19.95' },
          { id: 'A2', title: 'Blue shoe', price: null },
        ],
        problems: [{ row: 3, code: 'bad-price', message: '"x" is not a price' }],
      },
      '/sites/4/data-sources': (body: unknown) =>
        body === undefined
          ? { data: [URL_SOURCE, FILE_SOURCE] }
          : { ...URL_SOURCE, id: 3, name: 'Outlet' },
    });
    await user.click(await screen.findByRole('button', { name: 'Add data source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add data source' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Outlet');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Feed address/ }),
      'https://acme.nl/outlet.csv',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Format/ }), 'csv');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Column delimiter' }),
      'Semicolon ( ; )',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'First row holds the column names' }),
      'Yes',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Item id field/ }), 'sku');

    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    const expectedOptions = { delimiter: ';', hasHeader: true, idField: 'sku' };
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/sites/4/data-sources/test',
      body: { url: 'https://acme.nl/outlet.csv', format: 'csv', options: expectedOptions },
    });
    expect(
      await within(dialog).findByText(
        'Format CSV (comma-separated), encoding windows-1252, 3 fields.',
      ),
    ).toBeInTheDocument();
    const sample = within(dialog).getByRole('table', { name: 'The first items (2)' });
    expect(within(sample).getByText('Red shoe')).toBeInTheDocument();
    expect(within(dialog).getByText('Row 3: "x" is not a price')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add data source' }));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/sites/4/data-sources',
      body: {
        name: 'Outlet',
        url: 'https://acme.nl/outlet.csv',
        format: 'csv',
        options: expectedOptions,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.notify).toHaveBeenCalledWith(
      'success',
      'Outlet was added. The next import reads it.',
    );
  });

  it('says what is missing before sending, and shows a failed connection test', async () => {
    const { user, calls } = renderSources({
      '/sites/4/data-sources/test': {
        ok: false,
        code: 'http-status',
        message: 'The server answered 404',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add data source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add data source' });
    await user.click(within(dialog).getByRole('button', { name: 'Add data source' }));
    expect(within(dialog).getByText('Give the data source a name.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter an address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Feed address/ }),
      'https://acme.nl/gone.csv',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('The server answered 404')).toBeInTheDocument();
    expect(within(dialog).getByText('The feed could not be read')).toBeInTheDocument();
  });

  it('uploads a file with progress, preselects its detected format and adds it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user, calls } = renderSources({
      '/sites/4/data-sources': (body: unknown) =>
        body === undefined ? { data: [URL_SOURCE] } : { ...FILE_SOURCE, id: 5 },
    });
    await user.click(await screen.findByRole('button', { name: 'Add data source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add data source' });
    await user.click(within(dialog).getByRole('radio', { name: 'File upload' }));
    const file = new File(['<rss></rss>'], 'google.xml', { type: 'text/xml' });
    await user.upload(within(dialog).getByLabelText(/Feed file/), file);

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/sites/4/uploads?name=google.xml');
    expect(xhr.headers).toMatchObject({
      authorization: 'Bearer token',
      'content-type': 'application/octet-stream',
    });
    expect(xhr.body).toBe(file);

    act(() => xhr.progress(512, 1024));
    expect(
      within(dialog).getByRole('progressbar', { name: 'Upload of google.xml' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByText('Uploading… 50 % (512 byte of 1 kB)')).toBeInTheDocument();

    act(() =>
      xhr.respond(201, { id: 77, name: 'google.xml', size: 1024, detectedFormat: 'xml-google' }),
    );
    expect(await within(dialog).findByText('Uploaded google.xml (1 kB)')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Format/ })).toHaveValue('xml-google');
    // The file's name becomes the source's until the user gives one.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('google.xml');

    await user.click(within(dialog).getByRole('button', { name: 'Add data source' }));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/sites/4/data-sources',
      body: { name: 'google.xml', fileId: 77, format: 'xml-google', options: {} },
    });
  });

  it('explains a file that is too large (413 file-too-large)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = renderSources();
    await user.click(await screen.findByRole('button', { name: 'Add data source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add data source' });
    await user.click(within(dialog).getByRole('radio', { name: 'File upload' }));
    await user.upload(within(dialog).getByLabelText(/Feed file/), new File(['x'], 'huge.csv'));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() =>
      FakeXhr.last!.respond(413, {
        statusCode: 413,
        code: 'bad-request',
        key: 'file-too-large',
        message: 'The file is larger than 512 MB',
      }),
    );
    expect(
      await within(dialog).findByText('The file is too large to upload (at most 512 MB).'),
    ).toBeInTheDocument();
  });

  it('edits a source: the form holds its values and sends what changes', async () => {
    const { user, calls } = renderSources({
      '/sites/4/data-sources/1': (body: unknown) => ({ ...URL_SOURCE, ...(body as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Product catalogue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product catalogue' });
    expect(within(dialog).getByRole('textbox', { name: /Feed address/ })).toHaveValue(
      URL_SOURCE.url,
    );
    expect(within(dialog).getByRole('combobox', { name: 'Column delimiter' })).toHaveValue(';');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Catalogue NL');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Format/ }), 'auto');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/sites/4/data-sources/1',
      body: {
        name: 'Catalogue NL',
        url: URL_SOURCE.url,
        format: null,
        options: { delimiter: ';' },
      },
    });
  });
});
