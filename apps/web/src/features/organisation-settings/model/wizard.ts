import type { SubdomainCheck } from '@feedline/contracts';
import type { AuthenticationForm } from './authentication-form';
import { metadataHintOf } from './provider-metadata';
import {
  SSO_HINT,
  isMetadataHint,
  isSubdomainHint,
  subdomainCheckHint,
  subdomainLocalHint,
  type SsoHint,
} from './sso-hints';

/** The wizard's pages (spec §4). */
export const WIZARD_PAGE = {
  ProviderSettings: 1,
  PlatformMetadata: 2,
  ProviderMetadata: 3,
} as const;
export type WizardPage = (typeof WIZARD_PAGE)[keyof typeof WIZARD_PAGE];
export const WIZARD_PAGES: readonly WizardPage[] = [1, 2, 3];

/** The page a hint is about: subdomain hints on page 1, metadata hints on page 3. */
export function pageOfHint(hint: SsoHint): WizardPage | null {
  if (isSubdomainHint(hint)) return WIZARD_PAGE.ProviderSettings;
  if (isMetadataHint(hint)) return WIZARD_PAGE.ProviderMetadata;
  return null;
}

/** A hint of the page blocks advancing from it (spec §5). */
export const isAdvanceBlocked = (page: WizardPage, hint: SsoHint) => pageOfHint(hint) === page;

export type WizardNext =
  | { kind: 'blocked'; hint: SsoHint }
  | { kind: 'check-subdomain' }
  | { kind: 'advance'; page: WizardPage }
  | { kind: 'finish' };

/**
 * What Next (or Finish) does on a page (spec §4, §5): page 1 has its subdomain judged (empty
 * without asking the API), page 2 always advances, page 3 has its metadata judged and finishes.
 */
export function planWizardNext(page: WizardPage, form: AuthenticationForm): WizardNext {
  if (isAdvanceBlocked(page, form.hint)) return { kind: 'blocked', hint: form.hint };
  switch (page) {
    case WIZARD_PAGE.ProviderSettings: {
      const hint = subdomainLocalHint(form.subdomain);
      return hint === null ? { kind: 'check-subdomain' } : { kind: 'blocked', hint };
    }
    case WIZARD_PAGE.PlatformMetadata:
      return { kind: 'advance', page: WIZARD_PAGE.ProviderMetadata };
    case WIZARD_PAGE.ProviderMetadata: {
      const hint = metadataHintOf(form);
      return hint === SSO_HINT.None ? { kind: 'finish' } : { kind: 'blocked', hint };
    }
  }
}

/** Leaving page 1 after the API's answer: a hint keeps the user there. */
export function afterSubdomainCheck(check: SubdomainCheck): WizardNext {
  const hint = subdomainCheckHint(check);
  return hint === SSO_HINT.None
    ? { kind: 'advance', page: WIZARD_PAGE.PlatformMetadata }
    : { kind: 'blocked', hint };
}

/** Back from a page; page 1 has none. */
export function previousPage(page: WizardPage): WizardPage | null {
  return page === WIZARD_PAGE.ProviderSettings ? null : ((page - 1) as WizardPage);
}
