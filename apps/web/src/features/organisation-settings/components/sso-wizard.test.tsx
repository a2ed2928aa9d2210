import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { idpMetadata, metadataFile } from '../test/idp-metadata';
import { ACME_AUTHENTICATION, SETTINGS_PATH, refusal, ssoServer } from '../test/sso-server';

const ADD_PATH = `${SETTINGS_PATH}/sso/add`;

async function openWizard(options: Parameters<typeof ssoServer>[0] = {}) {
  const calls = ssoServer(options);
  const view = renderApp(ADD_PATH);
  await screen.findByRole('heading', { level: 2, name: 'Add authentication' });
  return { ...view, calls };
}

const subdomainInput = () => screen.getByRole('textbox', { name: /Subdomain/ });
const pageHeading = (name: string) => screen.findByRole('heading', { level: 3, name });

/** Page 1 with a subdomain the API accepts, then page 2, then page 3. */
async function toPage3(user: Awaited<ReturnType<typeof openWizard>>['user']) {
  await user.type(subdomainInput(), 'acme');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await pageHeading('Platform metadata');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await pageHeading('Provider metadata');
}

// Toasts live in one store for all test files of a worker (vitest.config.ts).
beforeEach(() => notifications.clean());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the add wizard, page 1: provider settings (spec §2.15, §5)', () => {
  it('shows the provider domain after the subdomain, limited to 20 characters', async () => {
    await openWizard();
    expect(await pageHeading('Provider settings')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(subdomainInput()).toHaveAttribute('maxlength', '20');
    expect(screen.getByText('.sso.localhost:3000')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('an empty subdomain is missing, without asking the API; typing clears the hint', async () => {
    const { user, calls } = await openWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a subdomain.')).toBeVisible();
    expect(subdomainInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls.checks).toEqual([]);
    await user.type(subdomainInput(), 'a');
    expect(screen.queryByText('Enter a subdomain.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it("follows the API's check: not valid, not available, then on to page 2", async () => {
    const answers = [
      { valid: false, available: true },
      { valid: true, available: false },
      { valid: true, available: true },
    ];
    const { user, calls } = await openWizard({ check: () => answers[calls.checks.length - 1]! });
    await user.type(subdomainInput(), 'acme{Enter}');
    expect(await screen.findByText(/Use lower-case letters, digits/)).toBeVisible();
    expect(calls.checks).toEqual([{ subdomain: 'acme', accountId: '1' }]);

    await user.type(subdomainInput(), 'x');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Another organisation already uses this subdomain.'),
    ).toBeVisible();
    expect(await pageHeading('Provider settings')).toBeVisible();

    await user.type(subdomainInput(), 'y');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await pageHeading('Platform metadata')).toHaveFocus();
    expect(calls.checks.map((check) => check.subdomain)).toEqual(['acme', 'acmex', 'acmexy']);
  });

  it('a rate-limited check shows the general error and stays', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = await openWizard({ check: () => refusal(429, []) });
    await user.type(subdomainInput(), 'acme{Enter}');
    const message = 'The single sign-on settings could not be changed. Please try again.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 4500 }));
    expect(screen.getByRole('heading', { level: 3, name: 'Provider settings' })).toBeVisible();
  });
});

describe('the add wizard, page 2: platform metadata (spec §2.15)', () => {
  it('fills in the subdomain and copies each value with a bottom-right toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = await openWizard();
    await user.type(subdomainInput(), 'acme{Enter}');
    await pageHeading('Platform metadata');
    expect(screen.getByRole('textbox', { name: 'Entity ID' })).toHaveValue(
      'http://acme.sso.localhost:3000/saml/metadata',
    );
    const consumer = screen.getByRole('textbox', { name: 'Consumer URL (ACS)' });
    expect(consumer).toHaveValue('http://acme.sso.localhost:3000/saml/acs');
    expect(consumer).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy the consumer URL' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('http://acme.sso.localhost:3000/saml/acs');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ position: 'bottom-right' }));
    await user.click(screen.getByRole('button', { name: 'Copy the entity ID' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        'http://acme.sso.localhost:3000/saml/metadata',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await pageHeading('Provider settings')).toBeVisible();
    expect(subdomainInput()).toHaveValue('acme');
  });
});

describe('the add wizard, page 3: provider metadata (spec §2.15, §4, §5)', () => {
  it('without a file: MetadataMissing', async () => {
    const { user, calls } = await openWizard();
    await toPage3(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText("Upload your identity provider's metadata file.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    expect(calls.authenticationPuts).toEqual([]);
  });

  it('a file whose type is not text/xml is MetadataIncorrect, with the per-field hints', async () => {
    const { user } = await openWizard();
    await toPage3(user);
    const input = screen.getByLabelText('Metadata file (.xml)');
    expect(input).toHaveAttribute('accept', '.xml,text/xml');
    await user.upload(input, metadataFile(idpMetadata(), 'idp.xml', 'application/xml'));
    expect(
      await screen.findByText('This is not a readable SAML metadata file (.xml).'),
    ).toBeVisible();
    expect(screen.getByText('No entity ID (issuer) was found in the metadata.')).toBeVisible();
    expect(screen.getByText('No single sign-on endpoint was found in the metadata.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Entity ID (issuer)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Clearing the file resets metadata, parsed values and the hint.
    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByText('This is not a readable SAML metadata file (.xml).')).toBeNull();
    expect(screen.queryByText('No entity ID (issuer) was found in the metadata.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText("Upload your identity provider's metadata file.")).toBeVisible();
  });

  it('incomplete metadata is MetadataIncomplete and flags the empty field only', async () => {
    const { user } = await openWizard();
    await toPage3(user);
    await user.upload(
      screen.getByLabelText('Metadata file (.xml)'),
      metadataFile(idpMetadata({ location: null })),
    );
    expect(
      await screen.findByText('The metadata lacks the entity ID or the single sign-on endpoint.'),
    ).toBeVisible();
    expect(screen.getByText('No single sign-on endpoint was found in the metadata.')).toBeVisible();
    expect(screen.queryByText('No entity ID (issuer) was found in the metadata.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Entity ID (issuer)' })).toHaveValue(
      'https://idp.acme.test/saml',
    );
  });

  it('uploads with progress, reads the metadata, finishes with status Configured and closes', async () => {
    const { user, calls, router } = await openWizard();
    await toPage3(user);
    await user.upload(screen.getByLabelText('Metadata file (.xml)'), metadataFile());
    expect(screen.getByRole('progressbar', { name: 'Uploading the metadata file' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    expect(await screen.findByText('Chosen file: idp.xml')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Entity ID (issuer)' })).toHaveValue(
      'https://idp.acme.test/saml',
    );
    expect(screen.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue(
      'https://idp.acme.test/saml/sso',
    );
    expect(screen.getByText(/These values are read from the metadata/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(calls.authenticationPuts).toEqual([
        { idpId: '', status: 1, subdomain: 'acme', metadata: idpMetadata() },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SETTINGS_PATH}/sso`));
  });

  it("shows the API's refusal on its page with the reason, losing nothing", async () => {
    const { user, calls } = await openWizard({
      putAuthentication: ({ subdomain }) =>
        subdomain === 'acme'
          ? refusal(400, [
              { name: 'metadata', key: 'metadata.incorrect', reason: 'endpoint-not-https' },
            ])
          : refusal(409, [{ name: 'subdomain', key: 'unique-subdomain' }]),
    });
    await toPage3(user);
    await user.upload(screen.getByLabelText('Metadata file (.xml)'), metadataFile());
    await screen.findByText('Chosen file: idp.xml');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText(
        'This is not a readable SAML metadata file (.xml). Reason: the single sign-on endpoint does not use HTTPS.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue(
      'https://idp.acme.test/saml/sso',
    );

    // A new upload answers the hint; a subdomain refusal goes back to page 1.
    await user.upload(screen.getByLabelText('Metadata file (.xml)'), metadataFile());
    await screen.findByText('Chosen file: idp.xml');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(subdomainInput(), '2{Enter}');
    await pageHeading('Platform metadata');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await pageHeading('Provider metadata');
    expect(screen.getByText('Chosen file: idp.xml')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await pageHeading('Provider settings')).toBeVisible();
    expect(screen.getByText('Another organisation already uses this subdomain.')).toBeVisible();
    expect(subdomainInput()).toHaveValue('acme2');
    expect(calls.authenticationPuts).toHaveLength(2);
  });
});

describe('the add wizard: opening and closing (spec §2.15, §8)', () => {
  it('goes to the SSO page when an authentication already exists', async () => {
    ssoServer({ authentication: ACME_AUTHENTICATION });
    const { router } = renderApp(ADD_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SETTINGS_PATH}/sso`));
  });

  it('starts empty on a failed fetch, and Close goes one level up', async () => {
    const { user, router } = await openWizard({ authentication: 'fail' });
    expect(subdomainInput()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SETTINGS_PATH}/sso`));
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Single sign-on',
    );
  });
});
