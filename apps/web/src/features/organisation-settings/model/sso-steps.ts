import type { EnforceType, SsoSettings, SsoSettingsUpdate, SsoStatus } from '@feedline/contracts';
import {
  ENFORCE_TYPE,
  SSO_CERTIFICATE_WARNING_DAYS,
  SSO_STATUS,
} from '@feedline/contracts/sso-constants';

/** The four steps of the SSO page, in order; a step's index is the status it belongs to (spec §4). */
export const SSO_STEPS = ['provider-settings', 'enable', 'testing', 'enforce'] as const;
export type SsoStep = (typeof SSO_STEPS)[number];

export type StepState = 'completed' | 'selected' | 'upcoming';

/** Selected when the status equals the step's index, completed when it is higher (spec §4). */
export function stepStateOf(status: SsoStatus, stepIndex: number): StepState {
  if (status === stepIndex) return 'selected';
  return status > stepIndex ? 'completed' : 'upcoming';
}

/** 'configure' (the add wizard) with no set-up or while Inactive, 'edit' once completed (§2.15). */
export function providerActionOf(status: SsoStatus): 'configure' | 'edit' {
  return status === SSO_STATUS.Inactive ? 'configure' : 'edit';
}

export const canEnable = (status: SsoStatus) => status === SSO_STATUS.Configured;
export const canEnforce = (status: SsoStatus) => status === SSO_STATUS.Enabled;
export const canStepBack = (status: SsoStatus) => status === SSO_STATUS.Enforced;

/** The enforce step's choices (spec §4). */
export interface EnforceForm {
  enforceType: EnforceType;
  /** The company's e-mail domain, required for Company. */
  domain: string;
  /** "I have tested the login". */
  isTested: boolean;
}

/** Company is the default option (spec §4). */
export const INITIAL_ENFORCE_FORM: EnforceForm = {
  enforceType: ENFORCE_TYPE.Company,
  domain: '',
  isTested: false,
};

/**
 * Spec §5: the enforce button is disabled while loading, until the test is confirmed, with no
 * option, or for Company with an empty domain.
 */
export function isEnforceDisabled(form: EnforceForm, isLoading: boolean): boolean {
  return (
    isLoading ||
    !form.isTested ||
    form.enforceType === ENFORCE_TYPE.NoOption ||
    (form.enforceType === ENFORCE_TYPE.Company && form.domain.trim() === '')
  );
}

/** The domains the enforcement applies to: the domain for Company, else none (spec §4). */
export function enforceDomainsOf(form: EnforceForm): string | null {
  return form.enforceType === ENFORCE_TYPE.Company ? form.domain.trim() : null;
}

/** The retyped subdomain must equal the configured one exactly (spec §5). */
export function isRetypeMatch(typed: string, subdomain: string | null): boolean {
  return subdomain !== null && subdomain !== '' && typed === subdomain;
}

/** The PUT body: the full settings object with the changed status (spec §7). */
function updateOf(settings: SsoSettings, changes: Partial<SsoSettingsUpdate>): SsoSettingsUpdate {
  return {
    status: settings.status,
    subdomain: settings.subdomain,
    enforceType: settings.enforceType,
    enforceDomains: settings.enforceDomains,
    entityId: settings.entityId,
    endpointUrl: settings.endpointUrl,
    ...changes,
  };
}

/** Configured → Enabled. */
export const enableUpdateOf = (settings: SsoSettings) =>
  updateOf(settings, { status: SSO_STATUS.Enabled });

/** Enabled → Enforced, with the option and its domains. */
export const enforceUpdateOf = (settings: SsoSettings, form: EnforceForm) =>
  updateOf(settings, {
    status: SSO_STATUS.Enforced,
    enforceType: form.enforceType,
    enforceDomains: enforceDomainsOf(form),
  });

/** Enforced → Enabled (beyond the spec): no option, no domains. */
export const stepBackUpdateOf = (settings: SsoSettings) =>
  updateOf(settings, {
    status: SSO_STATUS.Enabled,
    enforceType: ENFORCE_TYPE.NoOption,
    enforceDomains: null,
  });

const DAY_MS = 24 * 60 * 60 * 1000;

export type CertificateState = 'valid' | 'expiring' | 'expired';

/**
 * A signing certificate's expiry as the page shows it: expired once `notAfter` has passed,
 * expiring within SSO_CERTIFICATE_WARNING_DAYS days (whole days left, rounded up).
 */
export function certificateStateOf(
  notAfter: string,
  now: Date,
): { state: CertificateState; daysLeft: number } {
  const left = Date.parse(notAfter) - now.getTime();
  // An unreadable date is no promise of validity.
  if (Number.isNaN(left) || left <= 0) return { state: 'expired', daysLeft: 0 };
  const daysLeft = Math.ceil(left / DAY_MS);
  return { state: daysLeft <= SSO_CERTIFICATE_WARNING_DAYS ? 'expiring' : 'valid', daysLeft };
}
