import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { SETTINGS_PATH, refusal, ssoServer, ssoSettings } from '../test/sso-server';

const SSO_PATH = `${SETTINGS_PATH}/sso`;

const steps = () =>
  within(screen.getByRole('list', { name: 'Set-up steps' })).getAllByRole('listitem');
const step = (name: string) =>
  within(screen.getByRole('list', { name: 'Set-up steps' })).getByRole('listitem', { name });

async function openSsoPage() {
  const view = renderApp(SSO_PATH);
  await screen.findByRole('heading', { level: 2, name: 'Single sign-on' });
  return view;
}

// Toasts live in one store for all test files of a worker (vitest.config.ts).
beforeEach(() => notifications.clean());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the SSO page: steps (spec §2.15, §4)', () => {
  it('is in the side list, and with no set-up selects provider settings and offers configure', async () => {
    ssoServer();
    const { user, router } = await openSsoPage();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('link', { name: 'Single sign-on' })).toHaveAttribute(
      'href',
      SSO_PATH,
    );
    expect(steps().map((item) => item.getAttribute('aria-current'))).toEqual([
      'step',
      null,
      null,
      null,
    ]);
    expect(within(step('Provider settings')).getByText('Current step')).toBeVisible();
    expect(within(step('Enable authentication')).getByText('Not yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enable authentication' })).toBeDisabled();
    // The test address is a placeholder until the subdomain is known; nothing to open or copy.
    expect(within(step('Testing')).getByText('subdomain.sso.localhost:3000')).toBeVisible();
    expect(within(step('Testing')).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy the login address' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enforce authentication' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Configure' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SSO_PATH}/add`));
  });

  it('a failed load leaves the settings empty and shows nothing about it', async () => {
    ssoServer({ settings: 'fail' });
    await openSsoPage();
    expect(step('Provider settings')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Configure' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('main')).queryByText(/could not/)).toBeNull();
  });

  it('once configured: provider settings completed with edit, the details and the certificate', async () => {
    ssoServer({
      settings: ssoSettings(1, {
        certificates: [
          {
            subject: 'CN=soon',
            notAfter: new Date(Date.now() + 10 * 86_400_000).toISOString(),
            fingerprint256: 'S',
          },
          { subject: 'CN=old', notAfter: '2001-01-01T00:00:00.000Z', fingerprint256: 'O' },
        ],
      }),
    });
    await openSsoPage();
    const provider = step('Provider settings');
    expect(provider).not.toHaveAttribute('aria-current');
    expect(within(provider).getByText('Completed')).toBeVisible();
    expect(step('Enable authentication')).toHaveAttribute('aria-current', 'step');
    expect(within(provider).getByText('https://idp.acme.test/saml/sso')).toBeVisible();
    expect(
      within(provider).getByRole('link', { name: 'Download our service provider metadata (XML)' }),
    ).toHaveAttribute('href', 'http://localhost:3000/api/sso/acme/metadata');
    expect(within(provider).getByRole('link', { name: 'Edit provider settings' })).toHaveAttribute(
      'href',
      `${SSO_PATH}/edit`,
    );
    expect(within(provider).getByText(/Expires in 10 day/)).toBeVisible();
    expect(within(provider).getByText(/Expired\. Members cannot sign in/)).toBeVisible();
    expect(within(provider).queryByRole('link', { name: 'Configure' })).toBeNull();
  });
});

describe('the SSO page: enable and testing (spec §2.15, §4)', () => {
  it('enables at Configured after the confirmation modal', async () => {
    const calls = ssoServer({ settings: ssoSettings(1) });
    const { user } = await openSsoPage();
    await user.click(screen.getByRole('button', { name: 'Enable authentication' }));
    const modal = await screen.findByRole('dialog', { name: 'Enable single sign-on?' });
    // Focus lands on the confirmation.
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: 'Yes, enable' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.settingsPuts).toEqual([
        {
          status: 2,
          subdomain: 'acme',
          enforceType: -1,
          enforceDomains: null,
          entityId: 'https://idp.acme.test/saml',
          endpointUrl: 'https://idp.acme.test/saml/sso',
        },
      ]),
    );
    await waitFor(() => expect(step('Testing')).toHaveAttribute('aria-current', 'step'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(step('Enable authentication')).getByText('Single sign-on is enabled.'),
    ).toBeVisible();
  });

  it('cancelling the modal changes nothing', async () => {
    const calls = ssoServer({ settings: ssoSettings(1) });
    const { user } = await openSsoPage();
    await user.click(screen.getByRole('button', { name: 'Enable authentication' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.settingsPuts).toEqual([]);
  });

  it('opens the login link in a new tab and copies it with a toast', async () => {
    ssoServer({ settings: ssoSettings(2) });
    const { user } = await openSsoPage();
    const link = within(step('Testing')).getByRole('link', { name: /acme\.sso\.localhost:3000/ });
    expect(link).toHaveAttribute('href', 'http://acme.sso.localhost:3000/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('acme.sso.localhost:3000 (opens in a new tab)');
    await user.click(screen.getByRole('button', { name: 'Copy the login address' }));
    expect(await screen.findByText('The login address was copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('http://acme.sso.localhost:3000/');
  });
});

describe('the SSO page: enforce (spec §4, §5)', () => {
  async function readyToEnforce(options: Parameters<typeof ssoServer>[0] = {}) {
    const calls = ssoServer({
      settings: ssoSettings(2),
      members: [{ name: 'Bob Builder', email: 'bob@acme.test' }],
      ...options,
    });
    const view = await openSsoPage();
    const { user } = view;
    const enforce = screen.getByRole('button', { name: 'Enforce authentication' });
    const company = screen.getByRole('radio', { name: /Company/ });
    expect(company).toBeChecked();
    expect(screen.getByRole('radio', { name: /User/ })).toBeDisabled();
    expect(enforce).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I have tested the login/ }));
    // Company needs its domain.
    expect(enforce).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Company domain/ }), 'acme.test');
    expect(enforce).toBeEnabled();
    await user.click(enforce);
    const modal = await screen.findByRole('dialog', { name: 'Enforce single sign-on?' });
    return { ...view, calls, modal };
  }

  it('needs the test confirmation too', async () => {
    ssoServer({ settings: ssoSettings(2) });
    const { user } = await openSsoPage();
    await user.type(screen.getByRole('textbox', { name: /Company domain/ }), 'acme.test');
    expect(screen.getByRole('button', { name: 'Enforce authentication' })).toBeDisabled();
  });

  it('lists who loses password login, wants the subdomain retyped exactly, then enforces', async () => {
    const { user, calls, modal } = await readyToEnforce();
    const retype = within(modal).getByRole('textbox', {
      name: 'Type the subdomain acme to confirm',
    });
    await waitFor(() => expect(retype).toHaveFocus());
    expect(retype).toHaveAttribute('maxlength', '20');
    expect(await within(modal).findByText('Bob Builder (bob@acme.test)')).toBeVisible();
    expect(calls.previews).toEqual(['acme.test']);

    await user.type(retype, 'Acme');
    await user.click(within(modal).getByRole('button', { name: 'Enforce now' }));
    expect(await within(modal).findByText('This does not match the subdomain.')).toBeVisible();
    expect(retype).toHaveAttribute('aria-invalid', 'true');
    expect(calls.settingsPuts).toEqual([]);

    await user.clear(retype);
    expect(within(modal).queryByText('This does not match the subdomain.')).toBeNull();
    await user.type(retype, 'acme{Enter}');
    await waitFor(() =>
      expect(calls.settingsPuts).toEqual([
        expect.objectContaining({ status: 3, enforceType: 1, enforceDomains: 'acme.test' }),
      ]),
    );
    await waitFor(() =>
      expect(step('Enforce authentication')).toHaveAttribute('aria-current', 'step'),
    );
    expect(screen.getByText('Single sign-on is enforced for acme.test.')).toBeVisible();
  });

  it('shows enforce-domains refusals with the translated reason for 4500 ms', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, modal } = await readyToEnforce({
      putSettings: () =>
        refusal(400, [{ name: 'enforceDomains', key: 'enforce-domains', reason: 'domain-taken' }]),
    });
    await user.type(within(modal).getByRole('textbox', { name: /Type the subdomain/ }), 'acme');
    await user.click(within(modal).getByRole('button', { name: 'Enforce now' }));
    const message =
      'Single sign-on cannot be enforced for this domain: another organisation already enforces single sign-on for it.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message, autoClose: 4500 }));
    // Nothing entered is lost.
    expect(screen.getByRole('dialog', { name: 'Enforce single sign-on?' })).toBeVisible();
  });

  it('shows unique-subdomain refusals with their own message for 4500 ms', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, modal } = await readyToEnforce({
      putSettings: () => refusal(409, [{ name: 'subdomain', key: 'unique-subdomain' }]),
    });
    await user.type(within(modal).getByRole('textbox', { name: /Type the subdomain/ }), 'acme');
    await user.click(within(modal).getByRole('button', { name: 'Enforce now' }));
    const message = 'Another organisation already uses this subdomain.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message, autoClose: 4500 }));
  });

  it('shows the general message for other failures', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, modal } = await readyToEnforce({
      putSettings: () => refusal(500, []),
    });
    await user.type(within(modal).getByRole('textbox', { name: /Type the subdomain/ }), 'acme');
    await user.click(within(modal).getByRole('button', { name: 'Enforce now' }));
    const message = 'The single sign-on settings could not be changed. Please try again.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message, autoClose: 4500 }));
  });

  it('steps back from Enforced to Enabled after a confirmation', async () => {
    const calls = ssoServer({ settings: ssoSettings(3) });
    const { user } = await openSsoPage();
    expect(screen.getByText('Single sign-on is enforced for acme.test.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Step back to Enabled' }));
    const modal = await screen.findByRole('dialog', { name: 'Step back to Enabled?' });
    await user.click(within(modal).getByRole('button', { name: 'Yes, step back' }));
    await waitFor(() =>
      expect(calls.settingsPuts).toEqual([
        expect.objectContaining({ status: 2, enforceType: -1, enforceDomains: null }),
      ]),
    );
    await waitFor(() => expect(step('Testing')).toHaveAttribute('aria-current', 'step'));
    expect(screen.getByRole('button', { name: 'Enforce authentication' })).toBeVisible();
  });
});
