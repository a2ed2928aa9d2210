import { describe, expect, it } from 'vitest';
import { idpMetadata } from '../test/idp-metadata';
import {
  EMPTY_AUTHENTICATION,
  authenticationFormOf,
  type AuthenticationForm,
} from './authentication-form';
import { SSO_HINT } from './sso-hints';
import {
  WIZARD_PAGE,
  afterSubdomainCheck,
  isAdvanceBlocked,
  pageOfHint,
  planWizardNext,
  previousPage,
} from './wizard';

const empty = authenticationFormOf(EMPTY_AUTHENTICATION, { validate: false });
const form = (overrides: Partial<AuthenticationForm>): AuthenticationForm => ({
  ...empty,
  ...overrides,
});

describe('the wizard pages (spec §4)', () => {
  it('are ProviderSettings 1, PlatformMetadata 2, ProviderMetadata 3', () => {
    expect(WIZARD_PAGE).toEqual({ ProviderSettings: 1, PlatformMetadata: 2, ProviderMetadata: 3 });
  });

  it('go back one page; page 1 has no back', () => {
    expect(previousPage(1)).toBeNull();
    expect(previousPage(2)).toBe(1);
    expect(previousPage(3)).toBe(2);
  });

  it('place subdomain hints on page 1 and metadata hints on page 3', () => {
    expect(pageOfHint(SSO_HINT.None)).toBeNull();
    expect(pageOfHint(SSO_HINT.SubdomainMissing)).toBe(1);
    expect(pageOfHint(SSO_HINT.SubdomainInvalid)).toBe(1);
    expect(pageOfHint(SSO_HINT.SubdomainUnavailable)).toBe(1);
    expect(pageOfHint(SSO_HINT.MetadataMissing)).toBe(3);
    expect(pageOfHint(SSO_HINT.MetadataIncorrect)).toBe(3);
    expect(pageOfHint(SSO_HINT.MetadataIncomplete)).toBe(3);
  });

  it("a page's hint blocks advancing from it, another page's does not", () => {
    expect(isAdvanceBlocked(1, SSO_HINT.SubdomainInvalid)).toBe(true);
    expect(isAdvanceBlocked(2, SSO_HINT.SubdomainInvalid)).toBe(false);
    expect(isAdvanceBlocked(2, SSO_HINT.MetadataMissing)).toBe(false);
    expect(isAdvanceBlocked(3, SSO_HINT.MetadataMissing)).toBe(true);
    expect(isAdvanceBlocked(1, SSO_HINT.None)).toBe(false);
  });
});

describe('leaving page 1 (spec §5)', () => {
  it('an empty subdomain is SubdomainMissing, without asking the API', () => {
    expect(planWizardNext(1, empty)).toEqual({ kind: 'blocked', hint: SSO_HINT.SubdomainMissing });
  });

  it('a subdomain that is no DNS label is SubdomainInvalid, without asking', () => {
    expect(planWizardNext(1, form({ subdomain: 'Acme!' }))).toEqual({
      kind: 'blocked',
      hint: SSO_HINT.SubdomainInvalid,
    });
  });

  it('otherwise asks the API', () => {
    expect(planWizardNext(1, form({ subdomain: 'acme' }))).toEqual({ kind: 'check-subdomain' });
  });

  it('stays while its hint is shown', () => {
    expect(
      planWizardNext(1, form({ subdomain: 'acme', hint: SSO_HINT.SubdomainUnavailable })),
    ).toEqual({ kind: 'blocked', hint: SSO_HINT.SubdomainUnavailable });
  });

  it("follows the API's answer: invalid, unavailable, or on to page 2", () => {
    expect(afterSubdomainCheck({ valid: false, available: true })).toEqual({
      kind: 'blocked',
      hint: SSO_HINT.SubdomainInvalid,
    });
    expect(afterSubdomainCheck({ valid: true, available: false })).toEqual({
      kind: 'blocked',
      hint: SSO_HINT.SubdomainUnavailable,
    });
    expect(afterSubdomainCheck({ valid: true, available: true })).toEqual({
      kind: 'advance',
      page: 2,
    });
  });
});

describe('page 2 and page 3 (spec §5)', () => {
  it('page 2 always advances to page 3, even with a metadata hint from before', () => {
    expect(planWizardNext(2, form({ subdomain: 'acme' }))).toEqual({ kind: 'advance', page: 3 });
    expect(planWizardNext(2, form({ hint: SSO_HINT.MetadataIncorrect }))).toEqual({
      kind: 'advance',
      page: 3,
    });
  });

  it('page 3 without metadata: MetadataMissing, or MetadataIncorrect when a file was chosen', () => {
    expect(planWizardNext(3, empty)).toEqual({ kind: 'blocked', hint: SSO_HINT.MetadataMissing });
    expect(planWizardNext(3, form({ fileName: 'idp.xml' }))).toEqual({
      kind: 'blocked',
      hint: SSO_HINT.MetadataIncorrect,
    });
  });

  it('page 3 with incomplete metadata: MetadataIncomplete', () => {
    expect(
      planWizardNext(3, form({ metadata: idpMetadata({ location: null }), fileName: 'idp.xml' })),
    ).toEqual({ kind: 'blocked', hint: SSO_HINT.MetadataIncomplete });
  });

  it('page 3 with good metadata finishes', () => {
    expect(planWizardNext(3, form({ metadata: idpMetadata(), fileName: 'idp.xml' }))).toEqual({
      kind: 'finish',
    });
  });

  it('page 3 stays while its hint is shown', () => {
    expect(
      planWizardNext(
        3,
        form({ metadata: idpMetadata(), fileName: 'idp.xml', hint: SSO_HINT.MetadataIncorrect }),
      ),
    ).toEqual({ kind: 'blocked', hint: SSO_HINT.MetadataIncorrect });
  });
});
