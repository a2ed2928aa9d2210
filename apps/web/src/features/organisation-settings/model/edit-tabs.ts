import type { AuthenticationForm } from './authentication-form';
import { metadataHintOf } from './provider-metadata';
import {
  SSO_HINT,
  isMetadataHint,
  isSubdomainHint,
  subdomainLocalHint,
  type SsoHint,
} from './sso-hints';

/** The edit screen's menu, kept in the query parameter `tab` (spec §2.15). */
export const EDIT_TABS = ['provider-settings', 'platform-metadata', 'provider-metadata'] as const;
export type EditTab = (typeof EDIT_TABS)[number];
export const DEFAULT_EDIT_TAB: EditTab = 'provider-settings';

/** The `tab` parameter; anything else is left out (the first tab shows). */
export function parseEditTab(value: unknown): EditTab | undefined {
  return (EDIT_TABS as readonly unknown[]).includes(value) ? (value as EditTab) : undefined;
}

/** The tab a hint is about. */
export function tabOfHint(hint: SsoHint): EditTab | null {
  if (isSubdomainHint(hint)) return 'provider-settings';
  if (isMetadataHint(hint)) return 'provider-metadata';
  return null;
}

export type EditSave =
  | { kind: 'blocked'; hint: SsoHint; tab: EditTab }
  | { kind: 'save'; shouldCheckSubdomain: boolean };

const blocked = (hint: SsoHint, tab: EditTab): EditSave => ({
  kind: 'blocked',
  hint,
  tab: tabOfHint(hint) ?? tab,
});

/**
 * What Save does (spec §5): nothing while a hint is set; on the metadata tab with no file chosen,
 * MetadataMissing; the subdomain is judged (and the API asked) only when it changed from the
 * original; the metadata is judged as on the wizard's page 3.
 */
export function planEditSave(
  form: AuthenticationForm,
  { originalSubdomain, tab }: { originalSubdomain: string; tab: EditTab },
): EditSave {
  if (form.hint !== SSO_HINT.None) return blocked(form.hint, tab);
  if (tab === 'provider-metadata' && form.fileName === null) {
    return blocked(SSO_HINT.MetadataMissing, tab);
  }
  const isChanged = form.subdomain !== originalSubdomain;
  if (form.subdomain === '') return blocked(SSO_HINT.SubdomainMissing, tab);
  const subdomainHint = isChanged ? subdomainLocalHint(form.subdomain) : null;
  if (subdomainHint !== null) return blocked(subdomainHint, tab);
  const metadataHint = metadataHintOf(form);
  if (metadataHint !== SSO_HINT.None) return blocked(metadataHint, tab);
  return { kind: 'save', shouldCheckSubdomain: isChanged };
}
