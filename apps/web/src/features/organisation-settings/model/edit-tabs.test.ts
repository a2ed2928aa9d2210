import { describe, expect, it } from 'vitest';
import { idpMetadata } from '../test/idp-metadata';
import { authenticationFormOf, type AuthenticationForm } from './authentication-form';
import { DEFAULT_EDIT_TAB, EDIT_TABS, parseEditTab, planEditSave, tabOfHint } from './edit-tabs';
import { SSO_HINT } from './sso-hints';

const original = authenticationFormOf(
  { idpId: 'idp-1', status: 1, subdomain: 'acme', metadata: idpMetadata() },
  { validate: true },
);
const form = (overrides: Partial<AuthenticationForm> = {}) => ({ ...original, ...overrides });
const on = (tab: (typeof EDIT_TABS)[number]) => ({ originalSubdomain: 'acme', tab });

describe('the edit tabs (spec §2.15)', () => {
  it('are the three menu items, provider settings first', () => {
    expect(EDIT_TABS).toEqual(['provider-settings', 'platform-metadata', 'provider-metadata']);
    expect(DEFAULT_EDIT_TAB).toBe('provider-settings');
  });

  it('parses the tab parameter; anything else is absent', () => {
    for (const tab of EDIT_TABS) expect(parseEditTab(tab)).toBe(tab);
    expect(parseEditTab('billing')).toBeUndefined();
    expect(parseEditTab(undefined)).toBeUndefined();
    expect(parseEditTab(3)).toBeUndefined();
  });

  it('places each hint on its tab', () => {
    expect(tabOfHint(SSO_HINT.None)).toBeNull();
    expect(tabOfHint(SSO_HINT.SubdomainMissing)).toBe('provider-settings');
    expect(tabOfHint(SSO_HINT.SubdomainInvalid)).toBe('provider-settings');
    expect(tabOfHint(SSO_HINT.SubdomainUnavailable)).toBe('provider-settings');
    expect(tabOfHint(SSO_HINT.MetadataMissing)).toBe('provider-metadata');
    expect(tabOfHint(SSO_HINT.MetadataIncorrect)).toBe('provider-metadata');
    expect(tabOfHint(SSO_HINT.MetadataIncomplete)).toBe('provider-metadata');
  });
});

describe('saving the edit (spec §5)', () => {
  it('saves the unchanged original from the other tabs without asking about the subdomain', () => {
    expect(planEditSave(form(), on('provider-settings'))).toEqual({
      kind: 'save',
      shouldCheckSubdomain: false,
    });
    expect(planEditSave(form(), on('platform-metadata'))).toEqual({
      kind: 'save',
      shouldCheckSubdomain: false,
    });
  });

  it('asks the API about the subdomain only when it changed', () => {
    expect(planEditSave(form({ subdomain: 'acme-nl' }), on('provider-settings'))).toEqual({
      kind: 'save',
      shouldCheckSubdomain: true,
    });
  });

  it('on the metadata tab with no file chosen: MetadataMissing', () => {
    expect(planEditSave(form(), on('provider-metadata'))).toEqual({
      kind: 'blocked',
      hint: SSO_HINT.MetadataMissing,
      tab: 'provider-metadata',
    });
    expect(planEditSave(form({ fileName: 'new.xml' }), on('provider-metadata'))).toEqual({
      kind: 'save',
      shouldCheckSubdomain: false,
    });
  });

  it('is blocked while any hint is set, on the hint’s tab', () => {
    expect(
      planEditSave(form({ hint: SSO_HINT.MetadataIncomplete }), on('provider-settings')),
    ).toEqual({ kind: 'blocked', hint: SSO_HINT.MetadataIncomplete, tab: 'provider-metadata' });
    expect(
      planEditSave(form({ hint: SSO_HINT.SubdomainUnavailable }), on('provider-metadata')),
    ).toEqual({ kind: 'blocked', hint: SSO_HINT.SubdomainUnavailable, tab: 'provider-settings' });
  });

  it('an emptied subdomain is SubdomainMissing; a changed bad one SubdomainInvalid, no call', () => {
    expect(planEditSave(form({ subdomain: '' }), on('platform-metadata'))).toEqual({
      kind: 'blocked',
      hint: SSO_HINT.SubdomainMissing,
      tab: 'provider-settings',
    });
    expect(planEditSave(form({ subdomain: 'ACME' }), on('platform-metadata'))).toEqual({
      kind: 'blocked',
      hint: SSO_HINT.SubdomainInvalid,
      tab: 'provider-settings',
    });
  });

  it('judges cleared or incomplete metadata as on the wizard', () => {
    expect(
      planEditSave(form({ metadata: '', fileName: null }), on('provider-settings')),
    ).toMatchObject({ kind: 'blocked', hint: SSO_HINT.MetadataMissing });
    expect(
      planEditSave(
        form({ metadata: idpMetadata({ entityId: null }), fileName: 'x.xml' }),
        on('provider-metadata'),
      ),
    ).toMatchObject({ kind: 'blocked', hint: SSO_HINT.MetadataIncomplete });
  });
});
