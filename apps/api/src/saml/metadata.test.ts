import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  METADATA_MAX_BYTES,
  parseIdpMetadata,
  type MetadataProblem,
  type MetadataResult,
  type ParsedIdpMetadata,
} from './metadata';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

const fixture = (name: string) =>
  readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');
/** Public self-signed test certificates (`openssl req -x509 -subj /CN=test-idp-a`); no key is kept. */
const PEM_A = fixture('signing-a.pem');
const PEM_B = fixture('signing-b.pem');
const base64Of = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
const CERT_A = base64Of(PEM_A);
const CERT_B = base64Of(PEM_B);

/** A vendor-shaped fixture with the test certificates filled in. */
function vendorMetadata(name: string): string {
  const wrapped = (CERT_A.match(/.{1,64}/g) ?? []).map((line) => `\t\t  ${line}`).join('\r\n');
  return fixture(name)
    .replaceAll('{{SIGNING_A_WRAPPED}}', wrapped)
    .replaceAll('{{SIGNING_A}}', CERT_A)
    .replaceAll('{{SIGNING_B}}', CERT_B);
}

const keyDescriptor = (certificate: string, use?: string) =>
  `<KeyDescriptor${use === undefined ? '' : ` use="${use}"`}><ds:KeyInfo><ds:X509Data>` +
  `<ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></KeyDescriptor>`;
const ssoService = (location: string, binding = 'HTTP-Redirect') =>
  `<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${location}"/>`;
const idpDescriptor = (inner: string) =>
  `<IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${inner}</IDPSSODescriptor>`;

interface Parts {
  entityAttributes?: string;
  keys?: string;
  services?: string;
}

/** Minimal valid metadata, with one part replaced per test. */
function metadata({
  entityAttributes = 'entityID="https://idp.example.com/metadata"',
  keys = keyDescriptor(CERT_A, 'signing'),
  services = ssoService('https://idp.example.com/sso'),
}: Parts = {}): string {
  return `<EntityDescriptor xmlns="${MD}" xmlns:ds="${DS}" ${entityAttributes}>${idpDescriptor(keys + services)}</EntityDescriptor>`;
}

const parse = (xml: string, allowLoopback = false) => parseIdpMetadata(xml, { allowLoopback });

function expectAccepted(result: MetadataResult): ParsedIdpMetadata {
  if (!result.ok) throw new Error(`refused with ${result.problem}: ${result.message}`);
  return result.metadata;
}

function expectProblem(result: MetadataResult, problem: MetadataProblem) {
  expect(result).toMatchObject({ ok: false, problem });
  if (!result.ok) expect(result.message).toMatch(/^[A-Z][^\n]{10,120}\.$/);
}

/** Valid metadata preceded by a comment, `bytes` long in UTF-8 (at least). */
function paddedMetadata(bytes: number, filler = 'x'): string {
  const xml = metadata();
  const room = bytes - Buffer.byteLength(xml) - '<!---->'.length;
  return `<!--${filler.repeat(Math.ceil(room / Buffer.byteLength(filler)))}-->${xml}`;
}

describe('parseIdpMetadata: vendor metadata', () => {
  it('reads Okta-like metadata, preferring the HTTP-Redirect endpoint', () => {
    const result = expectAccepted(parse(vendorMetadata('okta.xml')));
    const x509 = new X509Certificate(PEM_A);
    expect(result).toEqual({
      entityId: 'http://www.okta.com/exk8feedline4d5e6f7',
      endpointUrl:
        'https://acme.okta.com/app/acme_feedline_1/exk8feedline4d5e6f7/sso/saml?binding=redirect',
      binding: 'HTTP-Redirect',
      certificates: [
        {
          pem: PEM_A,
          notAfter: new Date(x509.validTo).toISOString(),
          subject: 'CN=test-idp-a',
          fingerprint256: x509.fingerprint256,
        },
      ],
    });
  });

  it('reads Entra-like metadata: wrapped, trimmed, every signing key of the IdP role only', () => {
    const result = expectAccepted(parse(vendorMetadata('entra.xml')));
    expect(result.entityId).toBe('https://sts.windows.net/6f1d2c3b-1111-4222-8333-944455556666/');
    expect(result.endpointUrl).toBe(
      'https://login.microsoftonline.com/6f1d2c3b-1111-4222-8333-944455556666/saml2',
    );
    expect(result.binding).toBe('HTTP-Redirect');
    expect(result.certificates.map((certificate) => certificate.subject)).toEqual([
      'CN=test-idp-a',
      'CN=test-idp-b',
    ]);
  });

  it('reads Keycloak-like metadata: default namespace, no use attribute, wrapped base64, POST only', () => {
    const result = expectAccepted(parse(vendorMetadata('keycloak.xml')));
    expect(result.entityId).toBe('https://sso.example.org/realms/feedline');
    expect(result.endpointUrl).toBe('https://sso.example.org/realms/feedline/protocol/saml');
    expect(result.binding).toBe('HTTP-POST');
    expect(result.certificates.map((certificate) => certificate.pem)).toEqual([PEM_A]);
  });

  it('accepts a UTF-8 byte order mark, as Windows editors save files', () => {
    expectAccepted(parse(`\uFEFF${metadata()}`));
  });
});

describe('parseIdpMetadata: size', () => {
  it('refuses a 5 MB file before looking at it', () => {
    expectProblem(parse(paddedMetadata(5 * 1024 * 1024)), 'too-large');
    expectProblem(parse('<'.repeat(5 * 1024 * 1024)), 'too-large');
  });

  it('counts UTF-8 bytes, not characters', () => {
    const xml = paddedMetadata(METADATA_MAX_BYTES + 1, 'é');
    expect(xml.length).toBeLessThan(METADATA_MAX_BYTES);
    expectProblem(parse(xml), 'too-large');
  });

  it('accepts a file of exactly the maximum size', () => {
    const xml = paddedMetadata(METADATA_MAX_BYTES);
    expect(Buffer.byteLength(xml)).toBe(METADATA_MAX_BYTES);
    expectAccepted(parse(xml));
  });
});

describe('parseIdpMetadata: DOCTYPE', () => {
  const body = metadata({ entityAttributes: 'entityID="&idp;"' });
  it.each([
    ['a harmless DOCTYPE', `<!DOCTYPE EntityDescriptor>${metadata()}`],
    ['a lower-case doctype', `<!doctype EntityDescriptor>${metadata()}`],
    ['an internal entity', `<!DOCTYPE x [<!ENTITY idp "https://evil.example">]>${body}`],
    [
      'billion laughs',
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY l0 "lol">` +
        Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join(
          '',
        ) +
        `<!ENTITY idp "&l9;">]>${body}`,
    ],
    [
      'an external SYSTEM entity',
      `<!DOCTYPE x [<!ENTITY idp SYSTEM "file:///etc/passwd">]>${body}`,
    ],
  ])('refuses %s', (_, xml) => {
    expectProblem(parse(xml), 'doctype');
  });
});

describe('parseIdpMetadata: well-formedness', () => {
  it.each([
    ['an empty string', ''],
    ['whitespace', '  \n '],
    ['plain text', 'https://idp.example.com/metadata'],
    ['JSON', '{"entityID": "https://idp.example.com"}'],
    ['an unclosed element', metadata().replace('</EntityDescriptor>', '')],
    ['mismatched tags', metadata().replace('</IDPSSODescriptor>', '</SPSSODescriptor>')],
    ['an unbound prefix', metadata().replaceAll('<KeyDescriptor', '<md:KeyDescriptor')],
    // xmldom repairs these by default and only warns or reports an error.
    [
      'an unquoted attribute',
      metadata({ entityAttributes: 'entityID=https://idp.example.com/metadata' }),
    ],
    ['an undeclared entity', metadata({ entityAttributes: 'entityID="https://idp&nbsp;"' })],
    ['text after the root', `${metadata()}trailing`],
  ])('refuses %s', (_, xml) => {
    expectProblem(parse(xml), 'not-xml');
  });
});

describe('parseIdpMetadata: descriptors', () => {
  it('accepts the minimal metadata the other cases vary', () => {
    expect(expectAccepted(parse(metadata())).entityId).toBe('https://idp.example.com/metadata');
  });

  it.each([
    [
      'an SPSSODescriptor only',
      metadata().replaceAll('IDPSSODescriptor', 'SPSSODescriptor').replace('<Single', '<Assertion'),
    ],
    [
      'metadata in another namespace',
      metadata().replace(MD, 'urn:oasis:names:tc:SAML:1.0:metadata'),
    ],
    [
      'an IDPSSODescriptor in another namespace',
      metadata().replace('<IDPSSODescriptor', '<IDPSSODescriptor xmlns="urn:example:other"'),
    ],
    [
      'a root that is not an entity descriptor',
      `<Wrapper xmlns="urn:example">${metadata()}</Wrapper>`,
    ],
  ])('refuses %s', (_, xml) => {
    expectProblem(parse(xml), 'no-descriptor');
  });

  it('refuses two identity providers in one EntitiesDescriptor', () => {
    const xml = `<EntitiesDescriptor xmlns="${MD}">${metadata()}${metadata()}</EntitiesDescriptor>`;
    expectProblem(parse(xml), 'several-descriptors');
  });

  it('refuses two IDPSSODescriptors in one EntityDescriptor', () => {
    const second = idpDescriptor(ssoService('https://other.example.com/sso'));
    const xml = metadata().replace('</EntityDescriptor>', `${second}</EntityDescriptor>`);
    expectProblem(parse(xml), 'several-descriptors');
  });
});

describe('parseIdpMetadata: entity ID', () => {
  it.each([
    ['absent', ''],
    ['blank', 'entityID="  \t "'],
  ])('refuses an entityID that is %s', (_, entityAttributes) => {
    expectProblem(parse(metadata({ entityAttributes })), 'entity-id-missing');
  });

  it('reads the entityID of the EntityDescriptor that holds the IdP, not of a wrapper', () => {
    const descriptor = idpDescriptor(
      keyDescriptor(CERT_A) + ssoService('https://idp.example.com/sso'),
    );
    const xml = `<EntitiesDescriptor xmlns="${MD}" xmlns:ds="${DS}" entityID="https://idp.example.com">${descriptor}</EntitiesDescriptor>`;
    expectProblem(parse(xml), 'entity-id-missing');
  });
});

describe('parseIdpMetadata: single sign-on endpoint', () => {
  it.each([
    ['no SingleSignOnService', ''],
    [
      'a SingleSignOnService without Location',
      '<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"/>',
    ],
    ['a blank Location', ssoService('   ')],
    [
      'only SOAP and Artifact bindings',
      ssoService('https://idp.example.com/soap', 'SOAP') +
        ssoService('https://idp.example.com/a', 'HTTP-Artifact'),
    ],
    [
      'only a SingleLogoutService',
      ssoService('https://idp.example.com/slo').replace('SingleSignOn', 'SingleLogout'),
    ],
    [
      'a SingleSignOnService in another namespace',
      ssoService('https://idp.example.com/sso').replace('/>', ' xmlns="urn:example:other"/>'),
    ],
  ])('refuses %s', (_, services) => {
    expectProblem(parse(metadata({ services })), 'endpoint-missing');
  });

  it('falls back to HTTP-POST when the HTTP-Redirect service has no Location', () => {
    const services =
      '<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"/>' +
      ssoService(' https://idp.example.com/post ', 'HTTP-POST');
    expect(expectAccepted(parse(metadata({ services })))).toMatchObject({
      endpointUrl: 'https://idp.example.com/post',
      binding: 'HTTP-POST',
    });
  });

  const withEndpoint = (location: string, allowLoopback = false) =>
    parse(metadata({ services: ssoService(location) }), allowLoopback);

  it.each([
    'http://idp.example.com/sso',
    'ftp://idp.example.com/sso',
    'javascript:alert(1)',
    'not a url',
    '//idp.example.com/sso',
  ])('refuses %s, even when loopback is allowed', (location) => {
    expectProblem(withEndpoint(location), 'endpoint-not-https');
    expectProblem(withEndpoint(location, true), 'endpoint-not-https');
  });

  const LOOPBACK = [
    'https://localhost/sso',
    'https://localhost:8443/sso',
    'https://LOCALHOST./sso',
    'https://idp.localhost/sso',
    'https://127.0.0.1/sso',
    'https://127.8.9.10:8080/sso',
    'https://2130706433/sso',
    'https://[::1]/sso',
    'https://[::ffff:127.0.0.1]/sso',
    'https://0.0.0.0/sso',
  ];

  it.each(LOOPBACK)('refuses the loopback endpoint %s', (location) => {
    expectProblem(withEndpoint(location), 'endpoint-loopback');
    expectProblem(withEndpoint(location.replace('https:', 'http:')), 'endpoint-not-https');
  });

  it.each(LOOPBACK)(
    'accepts %s over https or http, no other scheme, when loopback is allowed',
    (location) => {
      expect(expectAccepted(withEndpoint(location, true)).endpointUrl).toBe(location);
      const http = location.replace('https:', 'http:');
      expect(expectAccepted(withEndpoint(http, true)).endpointUrl).toBe(http);
      expectProblem(withEndpoint(location.replace('https:', 'ftp:'), true), 'endpoint-not-https');
    },
  );

  it.each([
    'https://169.254.169.254/latest/meta-data',
    'https://[fe80::1]/sso',
    'https://[febf::1]/',
  ])('refuses the link-local endpoint %s, even when loopback is allowed', (location) => {
    expectProblem(withEndpoint(location), 'endpoint-loopback');
    expectProblem(withEndpoint(location, true), 'endpoint-loopback');
  });

  it.each([
    'https://localhost.example.com/sso',
    'https://127.example.com/sso',
    'https://128.0.0.1/sso',
    'https://169.255.0.1/sso',
    'https://[fec0::1]/sso',
  ])('accepts %s, which only looks local', (location) => {
    expectAccepted(withEndpoint(location));
  });
});

describe('parseIdpMetadata: certificates', () => {
  it.each([
    ['no KeyDescriptor', ''],
    ['only an encryption key', keyDescriptor(CERT_A, 'encryption')],
    [
      'a key given by name only',
      '<KeyDescriptor use="signing"><ds:KeyInfo><ds:KeyName>idp</ds:KeyName></ds:KeyInfo></KeyDescriptor>',
    ],
    [
      'a certificate outside the xmldsig namespace',
      keyDescriptor(CERT_A).replace('<ds:KeyInfo>', `<ds:KeyInfo xmlns:ds="urn:example:other">`),
    ],
    [
      'a KeyDescriptor in another namespace',
      keyDescriptor(CERT_A).replace('<KeyDescriptor', '<KeyDescriptor xmlns="urn:example:other"'),
    ],
  ])('refuses %s', (_, keys) => {
    expectProblem(parse(metadata({ keys })), 'certificate-missing');
  });

  it.each([
    ['garbage', keyDescriptor('not a certificate!')],
    ['base64 that is not a certificate', keyDescriptor('AAAAAAAA')],
    ['a truncated certificate', keyDescriptor(CERT_A.slice(0, 400))],
    ['an empty certificate', keyDescriptor('')],
    ['one bad certificate among good ones', keyDescriptor(CERT_A) + keyDescriptor('Zm9v')],
  ])('refuses %s', (_, keys) => {
    expectProblem(parse(metadata({ keys })), 'certificate-invalid');
  });

  it('ignores encryption keys beside the signing ones', () => {
    const keys = keyDescriptor(CERT_A) + keyDescriptor(CERT_B, 'encryption');
    const result = expectAccepted(parse(metadata({ keys })));
    expect(result.certificates.map((certificate) => certificate.pem)).toEqual([PEM_A]);
  });
});
