import { Outlet } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiPath, demoHandlers } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderInRoute } from '../../../test/render-in-route';
import { CopyDataFlowDialog } from './copy-dialog';

const page = <T,>(data: T[]) => ({
  data,
  meta: { totalPages: 1, totalCount: data.length, currentPage: 1, countPerPage: 10 },
  links: { first: '', last: '' },
});

const NL = { id: 4, name: 'acme.nl' };
const BE = { id: 5, name: 'acme.be' };
const GOOGLE = { id: 11, name: 'Google Shopping NL' };
const META = { id: 12, name: 'Meta Catalog NL' };
const GOOGLE_BE = { id: 21, name: 'Google Shopping BE' };

function copyServer(copyAnswer?: (body: Record<string, unknown>) => unknown) {
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  server.use(
    ...demoHandlers(),
    http.get(apiPath('/accounts/1/sites'), () => HttpResponse.json(page([NL, BE]))),
    http.get(apiPath('/sites/4/channels'), () => HttpResponse.json(page([GOOGLE, META]))),
    http.get(apiPath('/sites/5/channels'), () => HttpResponse.json(page([GOOGLE_BE]))),
    http.post(apiPath('/site/4/copy-channel/dry-run'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push({ path: 'dry-run', body });
      return HttpResponse.json({
        targets: [
          {
            'site-id': 4,
            'site-name': 'acme.nl',
            'channel-id': 12,
            'channel-name': 'Meta Catalog NL',
            'classification-id': null,
            added: ['link'],
            replaced: ['title'],
            'left-out': ['description'],
            skipped: [],
          },
        ],
      });
    }),
    http.post(apiPath('/site/4/copy-channel'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push({ path: 'copy', body });
      return HttpResponse.json(
        copyAnswer?.(body) ?? {
          success: true,
          'copy-id': 9,
          targets: [
            {
              'site-id': 4,
              'site-name': 'acme.nl',
              'channel-id': 12,
              'channel-name': 'Meta Catalog NL',
              'classification-id': null,
              version: 2,
              'created-channel': false,
            },
            {
              'site-id': 5,
              'site-name': 'acme.be',
              'channel-id': 21,
              'channel-name': 'Google Shopping BE',
              'classification-id': null,
              version: 2,
              'created-channel': false,
            },
          ],
        },
      );
    }),
  );
  return bodies;
}

function renderDialog(onClose = vi.fn()) {
  const view = renderInRoute(
    () => (
      <>
        <CopyDataFlowDialog
          siteId={4}
          accountId={1}
          source={{ site: NL, channel: GOOGLE }}
          hasSubChannelPermission={false}
          onClose={onClose}
        />
        <Outlet />
      </>
    ),
    { url: '/data-flow/site/4', pages: [{ path: '/data-flow/site/$siteId' }] },
  );
  return { ...view, onClose };
}

async function choose(
  label: string,
  option: string,
  user: ReturnType<typeof renderDialog>['user'],
) {
  const dialog = screen.getByRole('dialog');
  const fieldset = within(dialog).getByRole('group', { name: label.split(' ')[0] });
  const input = within(fieldset).getByRole('textbox', { name: label.split(' ')[1] });
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the copy data flow dialog (spec §2.13, §4, §5)', () => {
  it('flags missing choices only after the first submit, with the hints', async () => {
    copyServer();
    const { user } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Copy data flow' })).toBeVisible();
    expect(screen.queryByText('Choose a site.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Choose a site.')).toBeVisible();
    expect(screen.getByText('Choose a channel; the site must have channels.')).toBeVisible();
  });

  it('refuses the source channel as the target with the spec toast', async () => {
    copyServer();
    const { user } = renderDialog();
    await screen.findByRole('dialog');
    await choose('Target Site', '4 - acme.nl', user);
    await choose('Target Channel', '11 - Google Shopping NL', user);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(
      await screen.findByText('A data flow cannot be copied onto its own channel.'),
    ).toBeVisible();
  });

  it('lists targets, shows the dry run, copies in kebab-case and shows the results', async () => {
    const bodies = copyServer();
    const { user } = renderDialog();
    await screen.findByRole('dialog');
    await choose('Target Site', '5 - acme.be', user);
    await choose('Target Channel', '21 - Google Shopping BE', user);
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const list = screen.getByRole('region', { name: 'Channels to copy to' });
    expect(within(list).getByText('5 – acme.be, 21 – Google Shopping BE')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add channel' })).toBeDisabled();

    await choose('Target Site', '4 - acme.nl', user);
    await choose('Target Channel', '12 - Meta Catalog NL', user);
    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Left out: description')).toBeVisible();
    expect(bodies[0]).toEqual({
      path: 'dry-run',
      body: {
        'site-id': 4,
        'source-site-id': 4,
        'source-channel-id': 11,
        'target-site-id': 4,
        'target-channel-id': 12,
        'additional-targets': [
          { title: '5 – acme.be, 21 – Google Shopping BE', 'site-id': 5, 'channel-id': 21 },
        ],
        'duplicate-channel': false,
        'copy-unconnected-columns': false,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('dialog', { name: 'Data flow copied' })).toBeVisible();
    expect(bodies.at(-1)?.path).toBe('copy');
    expect(screen.getByRole('button', { name: /Open the data flow of 5 – acme.be/ })).toBeVisible();
  });

  it('says error.generic when the copy answers success false', async () => {
    copyServer(() => ({ success: false, 'copy-id': 0, targets: [] }));
    const { user } = renderDialog();
    await screen.findByRole('dialog');
    await choose('Target Site', '4 - acme.nl', user);
    await choose('Target Channel', '12 - Meta Catalog NL', user);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(screen.getByText('Something went wrong. Please try again.')).toBeVisible(),
    );
  });
});
