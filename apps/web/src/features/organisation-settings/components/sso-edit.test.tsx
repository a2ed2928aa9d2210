import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiPath } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { idpMetadata, metadataFile } from '../test/idp-metadata';
import {
  ACME_AUTHENTICATION,
  SETTINGS_PATH,
  refusal,
  ssoServer,
  ssoSettings,
} from '../test/sso-server';

const EDIT_PATH = `${SETTINGS_PATH}/sso/edit`;
const SSO_PATH = `${SETTINGS_PATH}/sso`;

async function openEdit(url = EDIT_PATH, options: Parameters<typeof ssoServer>[0] = {}) {
  const calls = ssoServer({
    settings: ssoSettings(1),
    authentication: ACME_AUTHENTICATION,
    ...options,
  });
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 2, name: 'Edit authentication' });
  await screen.findByRole('button', { name: 'Cancel' });
  return { ...view, calls };
}

// Toasts live in one store for all test files of a worker (vitest.config.ts).
beforeEach(() => notifications.clean());

const menu = () => screen.getByRole('navigation', { name: 'Authentication settings' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the edit screen: menu and tab (spec §2.15)', () => {
  it('keeps the selected item in the query parameter tab', async () => {
    const { user, router } = await openEdit();
    expect(await screen.findByRole('textbox', { name: /Subdomain/ })).toHaveValue('acme');
    expect(within(menu()).getByRole('link', { name: 'Provider settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(menu()).getByRole('link', { name: 'Platform metadata' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'platform-metadata' }));
    expect(await screen.findByRole('textbox', { name: 'Entity ID' })).toHaveValue(
      'http://acme.sso.localhost:3000/saml/metadata',
    );
    expect(within(menu()).getByRole('link', { name: 'Platform metadata' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the tab named in the URL; an unknown tab shows the first', async () => {
    await openEdit(`${EDIT_PATH}?tab=provider-metadata`);
    expect(
      await screen.findByRole('heading', { name: 'Replace the provider metadata' }),
    ).toBeVisible();
    expect(screen.getByText(/Uploading a file replaces the current metadata/)).toBeVisible();
    // The original metadata, parsed.
    expect(screen.getByRole('textbox', { name: 'Entity ID (issuer)' })).toHaveValue(
      'https://idp.acme.test/saml',
    );
  });

  it('shows the first tab for an unknown tab value', async () => {
    const { router } = await openEdit(`${EDIT_PATH}?tab=billing`);
    expect(await screen.findByRole('textbox', { name: /Subdomain/ })).toBeVisible();
    expect(router.state.location.search).toEqual({});
  });
});

describe('the edit screen: save (spec §2.15, §4, §5)', () => {
  it('disables Save while loading', async () => {
    ssoServer({
      settings: ssoSettings(1),
      extra: [
        http.get(apiPath('/accounts/1/sso/authentication'), async () => {
          await delay(300);
          return HttpResponse.json(ACME_AUTHENTICATION);
        }),
      ],
    });
    renderApp(EDIT_PATH);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await screen.findByRole('textbox', { name: /Subdomain/ })).toHaveValue('acme');
    expect(save()).toBeEnabled();
  });

  it('saves an unchanged subdomain without checking it, with status Configured, then goes to the SSO page', async () => {
    const { user, calls, router } = await openEdit();
    await screen.findByRole('textbox', { name: /Subdomain/ });
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe(SSO_PATH));
    expect(calls.checks).toEqual([]);
    expect(calls.authenticationPuts).toEqual([
      { idpId: 'idp-1', status: 1, subdomain: 'acme', metadata: idpMetadata() },
    ]);
  });

  it('checks a changed subdomain on save and stays on its hint', async () => {
    const { user, calls } = await openEdit(EDIT_PATH, {
      check: () => ({ valid: true, available: false }),
    });
    const input = await screen.findByRole('textbox', { name: /Subdomain/ });
    await user.clear(input);
    await user.type(input, 'globex');
    await user.click(save());
    expect(
      await screen.findByText('Another organisation already uses this subdomain.'),
    ).toBeVisible();
    expect(calls.checks).toEqual([{ subdomain: 'globex', accountId: '1' }]);
    expect(calls.authenticationPuts).toEqual([]);
    expect(save()).toBeDisabled();
    await user.type(input, '2');
    expect(save()).toBeEnabled();
  });

  it('saving on the metadata tab with no file chosen: MetadataMissing, Save blocked', async () => {
    const { user, calls } = await openEdit(`${EDIT_PATH}?tab=provider-metadata`);
    await screen.findByRole('heading', { name: 'Replace the provider metadata' });
    await user.click(save());
    expect(await screen.findByText("Upload your identity provider's metadata file.")).toBeVisible();
    expect(save()).toBeDisabled();
    expect(calls.authenticationPuts).toEqual([]);

    await user.upload(
      screen.getByLabelText('Metadata file (.xml)'),
      metadataFile(idpMetadata({ location: 'https://idp.acme.test/new-sso' })),
    );
    await screen.findByText('Chosen file: idp.xml');
    expect(save()).toBeEnabled();
    await user.click(save());
    await waitFor(() =>
      expect(calls.authenticationPuts).toEqual([
        expect.objectContaining({
          status: 1,
          metadata: idpMetadata({ location: 'https://idp.acme.test/new-sso' }),
        }),
      ]),
    );
  });

  it('validates the original metadata on load and says where the problem is', async () => {
    const { user, calls } = await openEdit(EDIT_PATH, {
      authentication: { ...ACME_AUTHENTICATION, metadata: idpMetadata({ entityId: null }) },
    });
    await screen.findByRole('textbox', { name: /Subdomain/ });
    expect(save()).toBeDisabled();
    expect(
      screen.getByText('Fix the problem under Provider metadata before saving.'),
    ).toBeVisible();
    await user.click(within(menu()).getByRole('link', { name: 'Provider metadata' }));
    expect(
      await screen.findByText('The metadata lacks the entity ID or the single sign-on endpoint.'),
    ).toBeVisible();
    expect(screen.getByText('No entity ID (issuer) was found in the metadata.')).toBeVisible();
    expect(calls.authenticationPuts).toEqual([]);
  });

  it("shows the API's refusal on the tab it concerns", async () => {
    const { user, router } = await openEdit(EDIT_PATH, {
      putAuthentication: () =>
        refusal(400, [{ name: 'metadata', key: 'metadata.incorrect', reason: 'doctype' }]),
    });
    await screen.findByRole('textbox', { name: /Subdomain/ });
    await user.click(save());
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'provider-metadata' }));
    expect(
      await screen.findByText(
        /This is not a readable SAML metadata file \(\.xml\)\. Reason: the file declares a DOCTYPE/,
      ),
    ).toBeVisible();
  });

  it('Cancel goes to the SSO page without saving', async () => {
    const { user, calls, router } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SSO_PATH));
    expect(calls.authenticationPuts).toEqual([]);
  });

  it('goes to the SSO page when the fetch fails', async () => {
    ssoServer({ settings: ssoSettings(1), authentication: 'fail' });
    const { router } = renderApp(`${EDIT_PATH}?tab=platform-metadata`);
    await waitFor(() => expect(router.state.location.pathname).toBe(SSO_PATH));
  });

  it('goes to the SSO page when there is nothing to edit', async () => {
    ssoServer({ settings: ssoSettings(0), authentication: 'none' });
    const { router } = renderApp(`${EDIT_PATH}?tab=platform-metadata`);
    await waitFor(() => expect(router.state.location.pathname).toBe(SSO_PATH));
  });
});
