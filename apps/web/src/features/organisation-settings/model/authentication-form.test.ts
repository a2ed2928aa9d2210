import { SSO_METADATA_MAX_BYTES } from '@feedline/contracts/sso-constants';
import { describe, expect, it } from 'vitest';
import { idpMetadata } from '../test/idp-metadata';
import {
  EMPTY_AUTHENTICATION,
  authenticationFormOf,
  authenticationFormReducer,
  authenticationUpdateOf,
  type AuthenticationForm,
  type SelectedFile,
} from './authentication-form';
import { EMPTY_PARSED_METADATA } from './provider-metadata';
import { SSO_HINT } from './sso-hints';

const XML = idpMetadata();
const PARSED = {
  entityId: 'https://idp.acme.test/saml',
  endpointUrl: 'https://idp.acme.test/saml/sso',
};
const file = (overrides: Partial<SelectedFile> = {}): SelectedFile => ({
  name: 'idp.xml',
  type: 'text/xml',
  size: XML.length,
  text: XML,
  ...overrides,
});

const empty = authenticationFormOf(EMPTY_AUTHENTICATION, { validate: false });
const withFile = authenticationFormReducer(empty, { type: 'file-selected', file: file() });

describe('the authentication form (spec §3, §4)', () => {
  it('starts Inactive and empty, without a hint', () => {
    expect(EMPTY_AUTHENTICATION).toEqual({ idpId: '', status: 0, subdomain: '', metadata: '' });
    expect(empty).toEqual({
      idpId: '',
      subdomain: '',
      metadata: '',
      fileName: null,
      parsed: EMPTY_PARSED_METADATA,
      hint: SSO_HINT.None,
      reason: null,
    });
  });

  it('edit: parses the original metadata and validates it on load', () => {
    const original = { idpId: 'idp-1', status: 1 as const, subdomain: 'acme', metadata: XML };
    expect(authenticationFormOf(original, { validate: true })).toMatchObject({
      parsed: PARSED,
      hint: SSO_HINT.None,
    });
    expect(
      authenticationFormOf(
        { ...original, metadata: idpMetadata({ location: null }) },
        {
          validate: true,
        },
      ).hint,
    ).toBe(SSO_HINT.MetadataIncomplete);
    expect(authenticationFormOf({ ...original, metadata: '' }, { validate: true }).hint).toBe(
      SSO_HINT.MetadataMissing,
    );
    expect(authenticationFormOf({ ...original, metadata: '' }, { validate: false }).hint).toBe(
      SSO_HINT.None,
    );
  });

  it('a subdomain change clears a subdomain hint, not a metadata hint', () => {
    const hinted = { ...empty, hint: SSO_HINT.SubdomainUnavailable, reason: 'x' };
    expect(
      authenticationFormReducer(hinted, { type: 'subdomain-changed', subdomain: 'acme' }),
    ).toMatchObject({ subdomain: 'acme', hint: SSO_HINT.None, reason: null });
    const metadataHinted = { ...empty, hint: SSO_HINT.MetadataMissing };
    expect(
      authenticationFormReducer(metadataHinted, { type: 'subdomain-changed', subdomain: 'a' }).hint,
    ).toBe(SSO_HINT.MetadataMissing);
  });
});

describe('the metadata upload (spec §4, §5)', () => {
  it('clears the previous metadata first', () => {
    const started = authenticationFormReducer(
      { ...withFile, hint: SSO_HINT.MetadataIncomplete },
      { type: 'upload-started' },
    );
    expect(started).toMatchObject({
      metadata: '',
      fileName: null,
      parsed: EMPTY_PARSED_METADATA,
      hint: SSO_HINT.None,
    });
  });

  it('selects an XML file: its text, the parsed values, no hint', () => {
    expect(withFile).toMatchObject({
      metadata: XML,
      fileName: 'idp.xml',
      parsed: PARSED,
      hint: SSO_HINT.None,
    });
  });

  it('a file whose type is not text/xml is MetadataIncorrect, and its text is not taken', () => {
    const selected = authenticationFormReducer(empty, {
      type: 'file-selected',
      file: file({ type: 'application/xml' }),
    });
    expect(selected).toMatchObject({
      metadata: '',
      fileName: 'idp.xml',
      hint: SSO_HINT.MetadataIncorrect,
    });
    expect(
      authenticationFormReducer(empty, { type: 'file-selected', file: file({ type: '' }) }).hint,
    ).toBe(SSO_HINT.MetadataIncorrect);
  });

  it('a file larger than the API takes is MetadataIncorrect (too-large)', () => {
    expect(
      authenticationFormReducer(empty, {
        type: 'file-selected',
        file: file({ size: SSO_METADATA_MAX_BYTES + 1 }),
      }),
    ).toMatchObject({ metadata: '', hint: SSO_HINT.MetadataIncorrect, reason: 'too-large' });
  });

  it('unreadable XML is MetadataIncorrect, incomplete metadata MetadataIncomplete', () => {
    expect(
      authenticationFormReducer(empty, { type: 'file-selected', file: file({ text: '<a' }) }).hint,
    ).toBe(SSO_HINT.MetadataIncorrect);
    const incomplete = authenticationFormReducer(empty, {
      type: 'file-selected',
      file: file({ text: idpMetadata({ entityId: null }) }),
    });
    expect(incomplete).toMatchObject({
      hint: SSO_HINT.MetadataIncomplete,
      parsed: { entityId: '', endpointUrl: PARSED.endpointUrl },
    });
  });

  it('clearing the file resets metadata, parsed values and the hint', () => {
    const hinted = { ...withFile, hint: SSO_HINT.MetadataIncomplete, reason: 'endpoint-not-https' };
    expect(authenticationFormReducer(hinted, { type: 'file-cleared' })).toEqual({
      ...empty,
      idpId: hinted.idpId,
    });
  });

  it('clearing the file leaves a subdomain hint alone', () => {
    const hinted = { ...withFile, hint: SSO_HINT.SubdomainUnavailable };
    expect(authenticationFormReducer(hinted, { type: 'file-cleared' }).hint).toBe(
      SSO_HINT.SubdomainUnavailable,
    );
  });
});

describe('hints from elsewhere and tab changes', () => {
  it('takes a hint with its reason', () => {
    expect(
      authenticationFormReducer(empty, {
        type: 'hint',
        hint: SSO_HINT.MetadataIncorrect,
        reason: 'doctype',
      }),
    ).toMatchObject({ hint: SSO_HINT.MetadataIncorrect, reason: 'doctype' });
    expect(
      authenticationFormReducer(empty, { type: 'hint', hint: SSO_HINT.SubdomainMissing }).reason,
    ).toBeNull();
  });

  it("leaving the metadata tab drops 'no file chosen' while the original metadata is there", () => {
    const original = authenticationFormOf(
      { idpId: 'i', status: 1, subdomain: 'acme', metadata: XML },
      { validate: true },
    );
    const missing: AuthenticationForm = { ...original, hint: SSO_HINT.MetadataMissing };
    expect(authenticationFormReducer(missing, { type: 'tab-changed' }).hint).toBe(SSO_HINT.None);
    const reallyMissing = { ...missing, metadata: '' };
    expect(authenticationFormReducer(reallyMissing, { type: 'tab-changed' }).hint).toBe(
      SSO_HINT.MetadataMissing,
    );
    const other = { ...original, hint: SSO_HINT.SubdomainInvalid };
    expect(authenticationFormReducer(other, { type: 'tab-changed' })).toBe(other);
  });
});

describe('the saved authentication (spec §4)', () => {
  it('always has status Configured', () => {
    const form = { ...withFile, idpId: 'idp-1', subdomain: 'acme' };
    expect(authenticationUpdateOf(form)).toEqual({
      idpId: 'idp-1',
      status: 1,
      subdomain: 'acme',
      metadata: XML,
    });
  });
});
