import { SSO_HINT, type SsoHint } from './sso-hints';

/** Parsed provider metadata (spec §3). */
export interface ParsedMetadata {
  entityId: string;
  endpointUrl: string;
}

export const EMPTY_PARSED_METADATA: ParsedMetadata = { entityId: '', endpointUrl: '' };

/**
 * Reads SAML metadata XML (spec §5): the entity id from the descriptor element's entityID, the
 * endpoint from the Location of the single sign-on service element. Null for text that is no XML,
 * has no entity descriptor, or declares a DOCTYPE (which the API refuses too).
 */
export function parseProviderMetadata(
  xml: string,
  parser: DOMParser = new DOMParser(),
): ParsedMetadata | null {
  if (xml.trim() === '') return null;
  const document = parser.parseFromString(xml, 'text/xml');
  if (document.getElementsByTagName('parsererror').length > 0 || document.doctype !== null) {
    return null;
  }
  const descriptor = document.getElementsByTagNameNS('*', 'EntityDescriptor')[0];
  if (!descriptor) return null;
  const service = descriptor.getElementsByTagNameNS('*', 'SingleSignOnService')[0];
  return {
    entityId: descriptor.getAttribute('entityID')?.trim() ?? '',
    endpointUrl: service?.getAttribute('Location')?.trim() ?? '',
  };
}

export type MetadataProblem = 'missing' | 'incorrect' | 'incomplete';

/**
 * The parsed-metadata validator (spec §5): no text is missing, unreadable is incorrect, an empty
 * entity id or endpoint URL is incomplete.
 */
export function validateProviderMetadata(
  metadata: string,
  parsed: ParsedMetadata | null,
): MetadataProblem | null {
  if (metadata.trim() === '') return 'missing';
  if (parsed === null) return 'incorrect';
  if (parsed.entityId === '' || parsed.endpointUrl === '') return 'incomplete';
  return null;
}

const PROBLEM_HINTS: Record<MetadataProblem, SsoHint> = {
  missing: SSO_HINT.MetadataMissing,
  incorrect: SSO_HINT.MetadataIncorrect,
  incomplete: SSO_HINT.MetadataIncomplete,
};

/**
 * The metadata page's hint (spec §5): with no metadata text, incorrect when a file was chosen
 * (it could not be read), else missing; otherwise the validator's verdict.
 */
export function metadataHintOf(form: { metadata: string; fileName: string | null }): SsoHint {
  if (form.metadata.trim() === '') {
    return form.fileName !== null ? SSO_HINT.MetadataIncorrect : SSO_HINT.MetadataMissing;
  }
  const problem = validateProviderMetadata(form.metadata, parseProviderMetadata(form.metadata));
  return problem === null ? SSO_HINT.None : PROBLEM_HINTS[problem];
}

/** The per-field hint codes (spec §5). */
export const FIELD_HINT_KEYS = {
  entityId: 'entity-id-issuer.missing',
  endpointUrl: 'endpoint-url.missing',
} as const;

/**
 * An empty entity id or endpoint URL shows its own invalid state and hint, when the page's hint is
 * incorrect or incomplete (spec §5).
 */
export function metadataFieldHints(hint: SsoHint, parsed: ParsedMetadata) {
  const isShown = hint === SSO_HINT.MetadataIncorrect || hint === SSO_HINT.MetadataIncomplete;
  return {
    entityId: isShown && parsed.entityId === '' ? FIELD_HINT_KEYS.entityId : null,
    endpointUrl: isShown && parsed.endpointUrl === '' ? FIELD_HINT_KEYS.endpointUrl : null,
  };
}
