import { ApiRequestError } from '@feedline/api-client';
import type { ApiError } from '@feedline/contracts';
import { describe, expect, it } from 'vitest';
import {
  SSO_ERROR_TOAST_MS,
  authenticationErrorOf,
  reasonTextKeyOf,
  ssoStatusErrorOf,
} from './sso-errors';
import { SSO_HINT } from './sso-hints';

const refused = (invalidParams: ApiError['invalidParams'], status = 400) =>
  new ApiRequestError(status, {
    statusCode: status,
    code: status === 409 ? 'conflict' : 'bad-request',
    message: 'refused',
    invalidParams,
  });

describe('the status update toasts (spec §8)', () => {
  it('last 4500 ms', () => {
    expect(SSO_ERROR_TOAST_MS).toBe(4500);
  });

  it('unique-subdomain has its own message', () => {
    expect(
      ssoStatusErrorOf(refused([{ name: 'subdomain', key: 'unique-subdomain' }], 409)),
    ).toEqual({ key: 'error.unique-subdomain' });
  });

  it('enforce-domains carries its reason', () => {
    for (const reason of ['invalid-domain', 'domain-taken', 'public-domain'] as const) {
      expect(
        ssoStatusErrorOf(refused([{ name: 'enforceDomains', key: 'enforce-domains', reason }])),
      ).toEqual({ key: 'error.enforce-domains', reason });
    }
    expect(
      ssoStatusErrorOf(
        refused([{ name: 'enforceDomains', key: 'enforce-domains', reason: 'odd' }]),
      ),
    ).toEqual({ key: 'error.enforce-domains', reason: null });
  });

  it('anything else is the general message', () => {
    expect(ssoStatusErrorOf(refused([{ name: 'status', key: 'status.transition' }]))).toEqual({
      key: 'error.general',
    });
    expect(ssoStatusErrorOf(refused(undefined, 500))).toEqual({ key: 'error.general' });
    expect(ssoStatusErrorOf(new TypeError('Failed to fetch'))).toEqual({ key: 'error.general' });
  });
});

describe('a refused authentication save', () => {
  it('maps metadata keys to their hints with the reason', () => {
    expect(
      authenticationErrorOf(
        refused([{ name: 'metadata', key: 'metadata.incorrect', reason: 'doctype' }]),
      ),
    ).toEqual({ hint: SSO_HINT.MetadataIncorrect, reason: 'doctype' });
    expect(
      authenticationErrorOf(
        refused([{ name: 'metadata', key: 'metadata.incomplete', reason: 'endpoint-not-https' }]),
      ),
    ).toEqual({ hint: SSO_HINT.MetadataIncomplete, reason: 'endpoint-not-https' });
    expect(authenticationErrorOf(refused([{ name: 'metadata', key: 'metadata.missing' }]))).toEqual(
      { hint: SSO_HINT.MetadataMissing, reason: null },
    );
  });

  it('maps subdomain keys to their hints', () => {
    expect(
      authenticationErrorOf(refused([{ name: 'subdomain', key: 'unique-subdomain' }], 409)),
    ).toEqual({ hint: SSO_HINT.SubdomainUnavailable, reason: null });
    expect(
      authenticationErrorOf(refused([{ name: 'subdomain', key: 'subdomain.invalid' }])),
    ).toEqual({ hint: SSO_HINT.SubdomainInvalid, reason: null });
  });

  it('knows nothing of other refusals', () => {
    expect(authenticationErrorOf(refused([{ name: 'idpId', key: 'other' }]))).toBeNull();
    expect(authenticationErrorOf(new Error('offline'))).toBeNull();
  });

  it('explains known reasons only', () => {
    expect(reasonTextKeyOf('doctype')).toBe('sso.reason.doctype');
    expect(reasonTextKeyOf('endpoint-not-https')).toBe('sso.reason.endpoint-not-https');
    expect(reasonTextKeyOf('something-new')).toBeNull();
  });
});
