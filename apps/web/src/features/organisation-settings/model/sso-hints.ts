import type { SubdomainCheck } from '@feedline/contracts';
import { isValidSubdomain } from '@feedline/contracts/sso-constants';

/** The validation hint states of the add and edit screens (spec §4). */
export const SSO_HINT = {
  None: 'None',
  SubdomainMissing: 'SubdomainMissing',
  SubdomainInvalid: 'SubdomainInvalid',
  SubdomainUnavailable: 'SubdomainUnavailable',
  MetadataMissing: 'MetadataMissing',
  MetadataIncorrect: 'MetadataIncorrect',
  MetadataIncomplete: 'MetadataIncomplete',
} as const;
export type SsoHint = (typeof SSO_HINT)[keyof typeof SSO_HINT];

/** The hint's text key in the organisation-settings namespace (spec §5's codes). */
export const HINT_TEXT_KEYS = {
  SubdomainMissing: 'subdomain.missing',
  SubdomainInvalid: 'subdomain.invalid',
  SubdomainUnavailable: 'subdomain.unavailable',
  MetadataMissing: 'metadata.missing',
  MetadataIncorrect: 'metadata.incorrect',
  MetadataIncomplete: 'metadata.incomplete',
} as const satisfies Record<Exclude<SsoHint, 'None'>, string>;

export function hintTextKeyOf(hint: SsoHint) {
  return hint === SSO_HINT.None ? null : HINT_TEXT_KEYS[hint];
}

const SUBDOMAIN_HINTS: readonly SsoHint[] = [
  SSO_HINT.SubdomainMissing,
  SSO_HINT.SubdomainInvalid,
  SSO_HINT.SubdomainUnavailable,
];
const METADATA_HINTS: readonly SsoHint[] = [
  SSO_HINT.MetadataMissing,
  SSO_HINT.MetadataIncorrect,
  SSO_HINT.MetadataIncomplete,
];

export const isSubdomainHint = (hint: SsoHint) => SUBDOMAIN_HINTS.includes(hint);
export const isMetadataHint = (hint: SsoHint) => METADATA_HINTS.includes(hint);

/**
 * What can be said of a subdomain without asking the API: empty is missing (no call); not one DNS
 * label, or reserved, is invalid. Null means the API has to be asked.
 */
export function subdomainLocalHint(subdomain: string): SsoHint | null {
  if (subdomain === '') return SSO_HINT.SubdomainMissing;
  if (!isValidSubdomain(subdomain)) return SSO_HINT.SubdomainInvalid;
  return null;
}

/** The API's answer as a hint: not valid gives invalid, not available gives unavailable (§5). */
export function subdomainCheckHint(check: SubdomainCheck): SsoHint {
  if (!check.valid) return SSO_HINT.SubdomainInvalid;
  if (!check.available) return SSO_HINT.SubdomainUnavailable;
  return SSO_HINT.None;
}
