import { describe, expect, it } from 'vitest';
import { idpMetadata } from '../test/idp-metadata';
import {
  EMPTY_PARSED_METADATA,
  metadataFieldHints,
  metadataHintOf,
  parseProviderMetadata,
  validateProviderMetadata,
} from './provider-metadata';
import { SSO_HINT } from './sso-hints';

describe('parsing provider metadata (spec §5)', () => {
  it("reads the descriptor's entityID and the single sign-on service's Location", () => {
    expect(parseProviderMetadata(idpMetadata())).toEqual({
      entityId: 'https://idp.acme.test/saml',
      endpointUrl: 'https://idp.acme.test/saml/sso',
    });
  });

  it('reads unprefixed metadata (default namespace) too, and the first service', () => {
    const xml = `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="urn:idp">
      <IDPSSODescriptor><SingleSignOnService Location="https://a.test/1"/>
      <SingleSignOnService Location="https://a.test/2"/></IDPSSODescriptor></EntityDescriptor>`;
    expect(parseProviderMetadata(xml)).toEqual({
      entityId: 'urn:idp',
      endpointUrl: 'https://a.test/1',
    });
  });

  it('leaves a missing entity id or endpoint empty', () => {
    expect(parseProviderMetadata(idpMetadata({ entityId: null }))).toEqual({
      entityId: '',
      endpointUrl: 'https://idp.acme.test/saml/sso',
    });
    expect(parseProviderMetadata(idpMetadata({ location: null }))).toEqual({
      entityId: 'https://idp.acme.test/saml',
      endpointUrl: '',
    });
  });

  it('reads nothing from no text, text that is no XML, XML without a descriptor or with a DOCTYPE', () => {
    expect(parseProviderMetadata('')).toBeNull();
    expect(parseProviderMetadata('not <xml')).toBeNull();
    expect(parseProviderMetadata('<html><body/></html>')).toBeNull();
    expect(
      parseProviderMetadata(
        `<!DOCTYPE x [<!ENTITY a "b">]>${idpMetadata().replace(/^<\?xml[^>]*>/, '')}`,
      ),
    ).toBeNull();
  });
});

describe('the metadata validator (spec §5)', () => {
  const full = { entityId: 'urn:idp', endpointUrl: 'https://a.test' };

  it('yields missing without text', () => {
    expect(validateProviderMetadata('  ', null)).toBe('missing');
  });

  it('yields incorrect for text it cannot read', () => {
    expect(validateProviderMetadata('<x/>', null)).toBe('incorrect');
  });

  it('yields incomplete for an empty entity id or endpoint URL', () => {
    expect(validateProviderMetadata('<x/>', { ...full, entityId: '' })).toBe('incomplete');
    expect(validateProviderMetadata('<x/>', { ...full, endpointUrl: '' })).toBe('incomplete');
  });

  it('yields nothing for complete metadata', () => {
    expect(validateProviderMetadata('<x/>', full)).toBeNull();
  });
});

describe('the metadata hint (spec §5)', () => {
  it('with no metadata text: MetadataIncorrect when a file was chosen, else MetadataMissing', () => {
    expect(metadataHintOf({ metadata: '', fileName: 'idp.xml' })).toBe(SSO_HINT.MetadataIncorrect);
    expect(metadataHintOf({ metadata: '', fileName: null })).toBe(SSO_HINT.MetadataMissing);
  });

  it('unreadable metadata is MetadataIncorrect, incomplete is MetadataIncomplete', () => {
    expect(metadataHintOf({ metadata: 'nope', fileName: 'a.xml' })).toBe(
      SSO_HINT.MetadataIncorrect,
    );
    expect(metadataHintOf({ metadata: idpMetadata({ location: null }), fileName: null })).toBe(
      SSO_HINT.MetadataIncomplete,
    );
    expect(metadataHintOf({ metadata: idpMetadata({ entityId: '' }), fileName: null })).toBe(
      SSO_HINT.MetadataIncomplete,
    );
  });

  it('complete metadata has no hint', () => {
    expect(metadataHintOf({ metadata: idpMetadata(), fileName: 'idp.xml' })).toBe(SSO_HINT.None);
  });
});

describe('the per-field hints (spec §5)', () => {
  const empty = EMPTY_PARSED_METADATA;

  it('flag each empty field when the hint is incorrect or incomplete', () => {
    for (const hint of [SSO_HINT.MetadataIncorrect, SSO_HINT.MetadataIncomplete]) {
      expect(metadataFieldHints(hint, empty)).toEqual({
        entityId: 'entity-id-issuer.missing',
        endpointUrl: 'endpoint-url.missing',
      });
      expect(metadataFieldHints(hint, { entityId: 'urn:idp', endpointUrl: '' })).toEqual({
        entityId: null,
        endpointUrl: 'endpoint-url.missing',
      });
      expect(metadataFieldHints(hint, { entityId: '', endpointUrl: 'https://a' })).toEqual({
        entityId: 'entity-id-issuer.missing',
        endpointUrl: null,
      });
    }
  });

  it('flag nothing for other hints', () => {
    for (const hint of [SSO_HINT.None, SSO_HINT.MetadataMissing, SSO_HINT.SubdomainMissing]) {
      expect(metadataFieldHints(hint, empty)).toEqual({ entityId: null, endpointUrl: null });
    }
  });
});
