import { X509Certificate } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { DOMParser, MIME_TYPE, onWarningStopParsing } from '@xmldom/xmldom';
import type { Document, Element } from '@xmldom/xmldom';
import type { SsoMetadataProblem } from '@feedline/contracts';

/** Real IdP metadata is a few kilobytes; Entra's, with its role descriptors, about 25 KB. */
export const METADATA_MAX_BYTES = 256 * 1024;

export type MetadataProblem = SsoMetadataProblem;

export interface IdpCertificate {
  pem: string;
  /** ISO 8601. */
  notAfter: string;
  subject: string;
  fingerprint256: string;
}

export interface ParsedIdpMetadata {
  entityId: string;
  /** Location of the SingleSignOnService, preferring the HTTP-Redirect binding, else HTTP-POST. */
  endpointUrl: string;
  binding: 'HTTP-Redirect' | 'HTTP-POST';
  /** Signing certificates: KeyDescriptor use="signing" or without use. At least one. */
  certificates: IdpCertificate[];
}

export type MetadataResult =
  | { ok: true; metadata: ParsedIdpMetadata }
  | { ok: false; problem: MetadataProblem; message: string };

const MESSAGES: Record<MetadataProblem, string> = {
  'too-large': `The metadata file is larger than ${METADATA_MAX_BYTES / 1024} KB.`,
  'not-xml': 'The file is not well-formed XML.',
  doctype: 'The metadata must not contain a DOCTYPE declaration.',
  'no-descriptor': 'The file does not describe a SAML 2.0 identity provider.',
  'several-descriptors': 'The file describes several identity providers; upload exactly one.',
  'entity-id-missing': 'The identity provider has no entity ID.',
  'endpoint-missing':
    'The identity provider has no single sign-on URL for the HTTP-Redirect or HTTP-POST binding.',
  'endpoint-not-https': 'The single sign-on URL must be a valid https address.',
  'endpoint-loopback': 'The single sign-on URL must not point to a local or link-local address.',
  'certificate-missing': 'The identity provider has no signing certificate.',
  'certificate-invalid': 'A signing certificate in the metadata cannot be read.',
};

const MD_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS_NS = 'http://www.w3.org/2000/09/xmldsig#';
const BINDINGS = {
  'HTTP-Redirect': 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  'HTTP-POST': 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
} as const;
type Binding = keyof typeof BINDINGS;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('0.0.0.0', 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
const LINK_LOCAL = new BlockList();
LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');

const refuse = (problem: MetadataProblem): MetadataResult => ({
  ok: false,
  problem,
  message: MESSAGES[problem],
});

/**
 * Parses and validates an identity provider's SAML 2.0 metadata as an administrator uploaded it.
 * Checks run in order and the first failure is returned: size, DOCTYPE (refused before parsing,
 * so no entity is ever expanded), well-formedness, exactly one IDPSSODescriptor, its entity ID,
 * its single sign-on URL (https, not loopback or link-local) and its signing certificates.
 *
 * @param options.allowLoopback - accepts http and https on loopback hosts, for the demo and tests.
 */
export function parseIdpMetadata(xml: string, options: { allowLoopback: boolean }): MetadataResult {
  if (Buffer.byteLength(xml, 'utf8') > METADATA_MAX_BYTES) return refuse('too-large');
  if (/<!DOCTYPE/i.test(xml)) return refuse('doctype');
  const document = parseXml(xml);
  if (!document) return refuse('not-xml');
  const descriptor = findIdpDescriptor(document);
  if (typeof descriptor === 'string') return refuse(descriptor);
  const entityId = entityIdOf(descriptor);
  if (!entityId) return refuse('entity-id-missing');
  const endpoint = findEndpoint(descriptor);
  if (!endpoint) return refuse('endpoint-missing');
  const endpointProblem = checkEndpointUrl(endpoint.url, options.allowLoopback);
  if (endpointProblem) return refuse(endpointProblem);
  const certificates = readSigningCertificates(descriptor);
  if (typeof certificates === 'string') return refuse(certificates);
  return {
    ok: true,
    metadata: { entityId, endpointUrl: endpoint.url, binding: endpoint.binding, certificates },
  };
}

/** The document, or undefined when xmldom reports anything: it would otherwise repair the input. */
function parseXml(xml: string): Document | undefined {
  // A byte order mark is how Windows editors save UTF-8, not a well-formedness error.
  const source = xml.replace(/^\uFEFF/, '');
  try {
    return new DOMParser({ onError: onWarningStopParsing }).parseFromString(
      source,
      MIME_TYPE.XML_TEXT,
    );
  } catch {
    return undefined;
  }
}

function isMetadataElement(node: unknown, localName: string): node is Element {
  const element = node as Partial<Element> | null;
  return element?.namespaceURI === MD_NS && element.localName === localName;
}

function childElements(parent: Element, localName: string): Element[] {
  return Array.from(parent.childNodes).filter((node) => isMetadataElement(node, localName));
}

function findIdpDescriptor(document: Document): Element | MetadataProblem {
  const root = document.documentElement;
  const roots = ['EntityDescriptor', 'EntitiesDescriptor'];
  if (!roots.some((name) => isMetadataElement(root, name))) return 'no-descriptor';
  const descriptors = Array.from(document.getElementsByTagNameNS(MD_NS, 'IDPSSODescriptor'));
  const [descriptor] = descriptors;
  if (!descriptor) return 'no-descriptor';
  return descriptors.length > 1 ? 'several-descriptors' : descriptor;
}

function entityIdOf(descriptor: Element): string {
  const entity = descriptor.parentNode;
  if (!isMetadataElement(entity, 'EntityDescriptor')) return '';
  return (entity.getAttribute('entityID') ?? '').trim();
}

function findEndpoint(descriptor: Element): { url: string; binding: Binding } | undefined {
  const services = childElements(descriptor, 'SingleSignOnService');
  for (const binding of ['HTTP-Redirect', 'HTTP-POST'] as const) {
    const service = services.find(
      (element) =>
        element.getAttribute('Binding') === BINDINGS[binding] &&
        (element.getAttribute('Location') ?? '').trim() !== '',
    );
    if (service) return { url: (service.getAttribute('Location') ?? '').trim(), binding };
  }
  return undefined;
}

function checkEndpointUrl(location: string, allowLoopback: boolean): MetadataProblem | undefined {
  if (!URL.canParse(location)) return 'endpoint-not-https';
  const url = new URL(location);
  const host = classifyHost(url.hostname);
  const isLocalDemo = allowLoopback && host === 'loopback';
  if (url.protocol !== 'https:' && !(isLocalDemo && url.protocol === 'http:')) {
    return 'endpoint-not-https';
  }
  if (host === 'link-local' || (host === 'loopback' && !isLocalDemo)) return 'endpoint-loopback';
  return undefined;
}

/** `hostname` as the URL parser normalised it: lower case, IPv4 dotted, IPv6 in brackets. */
function classifyHost(hostname: string): 'loopback' | 'link-local' | 'other' {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  const family = isIP(host);
  if (family === 0) return 'other';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(host, type)) return 'loopback';
  return LINK_LOCAL.check(host, type) ? 'link-local' : 'other';
}

function readSigningCertificates(descriptor: Element): IdpCertificate[] | MetadataProblem {
  const texts = childElements(descriptor, 'KeyDescriptor')
    .filter((key) => !key.hasAttribute('use') || key.getAttribute('use') === 'signing')
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS_NS, 'X509Certificate')))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ''));
  if (texts.length === 0) return 'certificate-missing';
  const certificates = texts.map(toCertificate);
  return certificates.every((certificate) => certificate !== undefined)
    ? certificates
    : 'certificate-invalid';
}

function toCertificate(base64: string): IdpCertificate | undefined {
  const lines = base64.match(/.{1,64}/g) ?? [];
  try {
    const certificate = new X509Certificate(
      ['-----BEGIN CERTIFICATE-----', ...lines, '-----END CERTIFICATE-----'].join('\n'),
    );
    return {
      pem: certificate.toString(),
      notAfter: new Date(certificate.validTo).toISOString(),
      subject: certificate.subject,
      fingerprint256: certificate.fingerprint256,
    };
  } catch {
    return undefined;
  }
}
