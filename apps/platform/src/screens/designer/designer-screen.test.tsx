import type { DesignerTemplate, DesignerTemplateInput, ItemsPage, Site } from '@feedline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeApi, fakeBridge, renderScreen } from '../../test/render-screen';
import DesignerScreen from './designer-screen';

const SITE: Site = {
  id: 1,
  name: 'acme.nl',
  account: { id: 1, company: 'Acme Retail' },
  project: { id: 1, name: 'Acme Benelux' },
  childSite: false,
  parentSiteId: null,
  canWrite: true,
  channelCount: 3,
};

const template = (kind: 'new' | 'classic'): DesignerTemplate => ({
  siteId: 1,
  kind,
  name: 'Price tag',
  background: '#ffffff',
  updatedAt: null,
  layers: [
    {
      id: 'text-1',
      type: 'text',
      text: '{title} – {price} {currency}',
      x: 5,
      y: 80,
      fontSize: 32,
      color: '#111111',
      background: null,
      bold: true,
    },
  ],
});

const ITEMS: ItemsPage = {
  stage: 'import',
  columns: ['_id', 'title', 'price', 'currency', 'brand', 'image_link'],
  rows: [
    {
      _id: 1,
      title: 'Acme Shoe',
      price: 19.95,
      currency: 'EUR',
      brand: 'Acme',
      image_link: 'https://acme.nl/img/1.jpg',
    },
    {
      _id: 2,
      title: 'Acme Bag',
      price: 49,
      currency: 'EUR',
      brand: 'Acme',
      image_link: 'https://acme.nl/img/2.jpg',
    },
  ],
  totalCount: 50,
  offset: 0,
  limit: 10,
  hasSharedSettings: false,
};

function setup({
  kind = 'new',
  site = SITE,
  put,
  dialogAnswer,
}: {
  kind?: 'new' | 'classic';
  site?: Site;
  put?: (body: DesignerTemplateInput) => unknown;
  dialogAnswer?: Parameters<typeof fakeBridge>[0];
} = {}) {
  window.history.pushState({}, '', kind === 'new' ? '/new/designer/site/1' : '/designer/site/1');
  const saved = (body: DesignerTemplateInput): DesignerTemplate => ({
    ...body,
    siteId: 1,
    kind,
    updatedAt: '2025-05-01T10:00:00.000Z',
  });
  const { api, calls } = fakeApi({
    '/sites/1': site,
    [`/sites/1/designer-templates/${kind}`]: (body?: DesignerTemplateInput) =>
      body === undefined ? template(kind) : (put ?? saved)(body),
    '/sites/1/items?stage=import&limit=10': ITEMS,
  });
  const { bridge, dialogs } = fakeBridge(dialogAnswer);
  const view = renderScreen(
    <DesignerScreen params={{ siteId: '1' }} ids={{ siteId: 1 }} query={new URLSearchParams()} />,
    {
      api,
      bridge,
    },
  );
  const puts = () => calls.filter((call) => call.method === 'PUT');
  return { ...view, calls, puts, dialogs };
}

const preview = () => screen.getByRole('figure', { name: 'Preview of the template' });

describe('DesignerScreen', () => {
  beforeEach(() => window.history.pushState({}, '', '/'));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('loads the new designer template and previews it filled from the first item', async () => {
    const { bridge, calls } = setup();
    expect(await screen.findByRole('heading', { name: 'New image designer' })).toBeInTheDocument();
    expect(within(preview()).getByText('Acme Shoe – 19.95 EUR')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/sites/1/designer-templates/new');
    expect(bridge.ready).toHaveBeenCalledWith(true);
  });

  it('previews the item the user picks', async () => {
    const { user } = setup();
    await user.selectOptions(await screen.findByLabelText('Preview with item'), 'Acme Bag');
    expect(within(preview()).getByText('Acme Bag – 49 EUR')).toBeInTheDocument();
  });

  it('draws a neutral box with the item title when the item image does not load', async () => {
    setup();
    const image = await screen.findByRole('img', { name: 'Acme Shoe' });
    expect(image).toHaveAttribute('src', 'https://acme.nl/img/1.jpg');
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Acme Shoe' })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('image-placeholder')).getByText('Acme Shoe'),
    ).toBeInTheDocument();
  });

  it('edits a text layer, previews it and saves the template under its name', async () => {
    const { user, puts, bridge } = setup();
    await user.click(await screen.findByRole('button', { name: /^Text: \{title\}/ }));
    const text = screen.getByLabelText('Text');
    await user.clear(text);
    await user.type(text, '{{brand} sale');
    expect(within(preview()).getByText('Acme sale')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      path: '/sites/1/designer-templates/new',
      body: {
        name: 'Price tag',
        background: '#ffffff',
        layers: [{ id: 'text-1', type: 'text', text: '{brand} sale', x: 5, y: 80, bold: true }],
      },
    });
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('success', 'Template “Price tag” saved.'),
    );
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('adds an image layer from an item field and sends it on save', async () => {
    const { user, puts } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add image layer' }));
    await user.type(screen.getByLabelText('Image address'), '{{image_link}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!.body as DesignerTemplateInput;
    expect(body.layers).toHaveLength(2);
    expect(body.layers[1]).toMatchObject({ id: 'image-1', type: 'image', src: '{image_link}' });
  });

  it('does not send an image layer without a valid source', async () => {
    const { user, puts, bridge } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add image layer' }));
    await user.type(screen.getByLabelText('Image address'), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(bridge.notify).toHaveBeenCalledWith(
      'warning',
      'An image needs an https address or an item field such as {image_link}.',
    );
    expect(puts()).toHaveLength(0);
  });

  it('saves under a new name from the shell prompt', async () => {
    const { user, puts, dialogs } = setup({ dialogAnswer: { confirmed: true, value: ' Summer ' } });
    await user.click(await screen.findByRole('button', { name: 'Save as…' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(dialogs[0]).toMatchObject({ kind: 'prompt', label: 'Template name' });
    expect((puts()[0]!.body as DesignerTemplateInput).name).toBe('Summer');
    expect(await screen.findByText('Template “Summer” of acme.nl')).toBeInTheDocument();
  });

  it('does not save when the name prompt is cancelled', async () => {
    const { user, puts, dialogs } = setup({ dialogAnswer: { confirmed: false } });
    await user.click(await screen.findByRole('button', { name: 'Save as…' }));
    await waitFor(() => expect(dialogs).toHaveLength(1));
    expect(puts()).toHaveLength(0);
  });

  it('asks before deleting a layer and keeps it when the dialog is cancelled', async () => {
    const { user, dialogs } = setup({ dialogAnswer: { confirmed: false } });
    await user.click(await screen.findByRole('button', { name: /^Delete Text:/ }));
    await waitFor(() => expect(dialogs).toHaveLength(1));
    expect(dialogs[0]).toMatchObject({ kind: 'delete', title: 'Delete layer' });
    expect(within(preview()).getByText('Acme Shoe – 19.95 EUR')).toBeInTheDocument();
  });

  it('deletes a layer once the dialog is confirmed', async () => {
    const { user } = setup({ dialogAnswer: { confirmed: true } });
    await user.click(await screen.findByRole('button', { name: /^Delete Text:/ }));
    await waitFor(() =>
      expect(within(preview()).queryByText('Acme Shoe – 19.95 EUR')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('No layers yet. Add a text or an image layer.')).toBeInTheDocument();
  });

  it('reorders layers: bringing the back layer forward', async () => {
    const { user, puts } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add text layer' }));
    await user.click(screen.getByRole('button', { name: /^Bring Text: \{title\} –/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const ids = (puts()[0]!.body as DesignerTemplateInput).layers.map((layer) => layer.id);
    expect(ids).toEqual(['text-2', 'text-1']);
  });

  it('reports the API message and turns read-only when saving is forbidden', async () => {
    const { user, bridge } = setup({
      put: () => {
        throw apiError(403, 'inaccessible', 'You may not change this site.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('error', 'You may not change this site.'),
    );
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows the read-only note for a site without write access', async () => {
    setup({ site: { ...SITE, canWrite: false } });
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as…' })).toBeDisabled();
  });

  it('opens the classic designer with text layers on a grid, and saves it as classic', async () => {
    const { user, puts } = setup({ kind: 'classic' });
    expect(
      await screen.findByRole('heading', { name: 'Image designer (classic)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add image layer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Text: \{title\}/ }));
    await user.selectOptions(screen.getByLabelText('Position'), 'Top right');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      path: '/sites/1/designer-templates/classic',
      body: { layers: [{ x: 75, y: 5 }] },
    });
  });

  it('shows the screen error when the site is unknown', async () => {
    window.history.pushState({}, '', '/new/designer/site/1');
    const { api } = fakeApi({ '/sites/1': apiError(404) });
    renderScreen(
      <DesignerScreen params={{ siteId: '1' }} ids={{ siteId: 1 }} query={new URLSearchParams()} />,
      {
        api,
      },
    );
    expect(await screen.findByText('This item does not exist (any more).')).toBeInTheDocument();
  });
});
