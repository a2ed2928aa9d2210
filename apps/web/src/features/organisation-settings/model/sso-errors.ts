import { isApiRequestError } from '@feedline/api-client';
import type { EnforceDomainReason, SsoMetadataProblem } from '@feedline/contracts';
import {
  ENFORCE_DOMAIN_REASONS,
  SSO_METADATA_PROBLEMS,
  SSO_PARAM_KEYS,
} from '@feedline/contracts/sso-constants';
import { SSO_HINT, type SsoHint } from './sso-hints';

/** SSO errors show for 4500 ms (spec §8, §9). */
export const SSO_ERROR_TOAST_MS = 4500;

export type SsoErrorToast =
  | { key: 'error.general' }
  | { key: 'error.unique-subdomain' }
  | { key: 'error.enforce-domains'; reason: EnforceDomainReason | null };

const invalidParamsOf = (error: unknown) =>
  isApiRequestError(error) ? (error.body?.invalidParams ?? []) : [];

const isEnforceDomainReason = (reason: string | undefined): reason is EnforceDomainReason =>
  (ENFORCE_DOMAIN_REASONS as readonly (string | undefined)[]).includes(reason);

/**
 * The toast of a failed status update (spec §8): unique-subdomain and enforce-domains (with its
 * reason) have their own; anything else is the general message.
 */
export function ssoStatusErrorOf(error: unknown): SsoErrorToast {
  const params = invalidParamsOf(error);
  if (params.some((param) => param.key === SSO_PARAM_KEYS.uniqueSubdomain)) {
    return { key: 'error.unique-subdomain' };
  }
  const domains = params.find((param) => param.key === SSO_PARAM_KEYS.enforceDomains);
  if (domains) {
    return {
      key: 'error.enforce-domains',
      reason: isEnforceDomainReason(domains.reason) ? domains.reason : null,
    };
  }
  return { key: 'error.general' };
}

const PARAM_HINTS: Record<string, SsoHint> = {
  [SSO_PARAM_KEYS.uniqueSubdomain]: SSO_HINT.SubdomainUnavailable,
  [SSO_PARAM_KEYS.subdomainInvalid]: SSO_HINT.SubdomainInvalid,
  [SSO_PARAM_KEYS.subdomainMissing]: SSO_HINT.SubdomainMissing,
  [SSO_PARAM_KEYS.metadataMissing]: SSO_HINT.MetadataMissing,
  [SSO_PARAM_KEYS.metadataIncorrect]: SSO_HINT.MetadataIncorrect,
  [SSO_PARAM_KEYS.metadataIncomplete]: SSO_HINT.MetadataIncomplete,
};

/**
 * The hint of a refused authentication save (the API re-parses the metadata and checks the
 * subdomain), with the API's reason; null when the refusal names no field the screens know.
 */
export function authenticationErrorOf(
  error: unknown,
): { hint: SsoHint; reason: string | null } | null {
  for (const param of invalidParamsOf(error)) {
    const hint = PARAM_HINTS[param.key];
    if (hint) return { hint, reason: param.reason ?? null };
  }
  return null;
}

/** The API's metadata problem codes the screens explain; others are shown as the code. */
export const METADATA_REASONS = SSO_METADATA_PROBLEMS;
export type MetadataReason = SsoMetadataProblem;

/** The text key of a reason, or null for a code the screens do not know. */
export function reasonTextKeyOf(reason: string): `sso.reason.${MetadataReason}` | null {
  return (METADATA_REASONS as readonly string[]).includes(reason)
    ? `sso.reason.${reason as MetadataReason}`
    : null;
}
