import { describe, expect, it } from 'vitest';
import {
  SSO_HINT,
  hintTextKeyOf,
  isMetadataHint,
  isSubdomainHint,
  subdomainCheckHint,
  subdomainLocalHint,
} from './sso-hints';

describe('the SSO hints (spec §4, §5)', () => {
  it('has the seven states', () => {
    expect(Object.keys(SSO_HINT)).toEqual([
      'None',
      'SubdomainMissing',
      'SubdomainInvalid',
      'SubdomainUnavailable',
      'MetadataMissing',
      'MetadataIncorrect',
      'MetadataIncomplete',
    ]);
  });

  it("names the spec's codes", () => {
    expect(hintTextKeyOf(SSO_HINT.None)).toBeNull();
    expect(hintTextKeyOf(SSO_HINT.SubdomainMissing)).toBe('subdomain.missing');
    expect(hintTextKeyOf(SSO_HINT.SubdomainInvalid)).toBe('subdomain.invalid');
    expect(hintTextKeyOf(SSO_HINT.SubdomainUnavailable)).toBe('subdomain.unavailable');
    expect(hintTextKeyOf(SSO_HINT.MetadataMissing)).toBe('metadata.missing');
    expect(hintTextKeyOf(SSO_HINT.MetadataIncorrect)).toBe('metadata.incorrect');
    expect(hintTextKeyOf(SSO_HINT.MetadataIncomplete)).toBe('metadata.incomplete');
  });

  it('groups subdomain and metadata hints', () => {
    const all = Object.values(SSO_HINT);
    expect(all.filter(isSubdomainHint)).toEqual([
      'SubdomainMissing',
      'SubdomainInvalid',
      'SubdomainUnavailable',
    ]);
    expect(all.filter(isMetadataHint)).toEqual([
      'MetadataMissing',
      'MetadataIncorrect',
      'MetadataIncomplete',
    ]);
  });
});

describe('judging a subdomain (spec §5)', () => {
  it('empty is missing, without asking the API', () => {
    expect(subdomainLocalHint('')).toBe(SSO_HINT.SubdomainMissing);
  });

  it('no DNS label, or a reserved one, is invalid without asking', () => {
    expect(subdomainLocalHint('Acme')).toBe(SSO_HINT.SubdomainInvalid);
    expect(subdomainLocalHint('-acme')).toBe(SSO_HINT.SubdomainInvalid);
    expect(subdomainLocalHint('acme.corp')).toBe(SSO_HINT.SubdomainInvalid);
    expect(subdomainLocalHint('www')).toBe(SSO_HINT.SubdomainInvalid);
  });

  it('a good label is for the API to judge', () => {
    expect(subdomainLocalHint('acme')).toBeNull();
    expect(subdomainLocalHint('acme-retail-2')).toBeNull();
  });

  it("maps the API's answer: not valid is invalid, not available is unavailable", () => {
    expect(subdomainCheckHint({ valid: false, available: true })).toBe(SSO_HINT.SubdomainInvalid);
    expect(subdomainCheckHint({ valid: false, available: false })).toBe(SSO_HINT.SubdomainInvalid);
    expect(subdomainCheckHint({ valid: true, available: false })).toBe(
      SSO_HINT.SubdomainUnavailable,
    );
    expect(subdomainCheckHint({ valid: true, available: true })).toBe(SSO_HINT.None);
  });
});
