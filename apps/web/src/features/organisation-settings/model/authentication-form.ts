import type { SsoAuthentication, SsoAuthenticationUpdate } from '@feedline/contracts';
import { SSO_METADATA_MAX_BYTES, SSO_STATUS } from '@feedline/contracts/sso-constants';
import {
  EMPTY_PARSED_METADATA,
  metadataHintOf,
  parseProviderMetadata,
  type ParsedMetadata,
} from './provider-metadata';
import { SSO_HINT, isMetadataHint, isSubdomainHint, type SsoHint } from './sso-hints';

/** The only file type the metadata upload takes (spec §5, §9). */
export const METADATA_FILE_TYPE = 'text/xml';

/** The add wizard's and the edit screen's form (spec §3 Authentication, §4). */
export interface AuthenticationForm {
  idpId: string;
  subdomain: string;
  /** The identity provider's metadata, raw XML. */
  metadata: string;
  /** The chosen file once its upload finished; null when none is chosen. */
  fileName: string | null;
  parsed: ParsedMetadata;
  hint: SsoHint;
  /** The API's problem code behind the hint (e.g. `endpoint-not-https`), shown translated. */
  reason: string | null;
}

/** Status starts as Inactive (spec §4); a failed fetch leaves this (spec §8). */
export const EMPTY_AUTHENTICATION: SsoAuthentication = {
  idpId: '',
  status: SSO_STATUS.Inactive,
  subdomain: '',
  metadata: '',
};

/**
 * The form for an authentication. `validate` judges the metadata at once, as the edit screen does
 * with the original metadata (spec §5).
 */
export function authenticationFormOf(
  authentication: SsoAuthentication,
  { validate }: { validate: boolean },
): AuthenticationForm {
  const { idpId, subdomain, metadata } = authentication;
  return {
    idpId,
    subdomain,
    metadata,
    fileName: null,
    parsed: parseProviderMetadata(metadata) ?? EMPTY_PARSED_METADATA,
    hint: validate ? metadataHintOf({ metadata, fileName: null }) : SSO_HINT.None,
    reason: null,
  };
}

/** What a finished upload delivers. */
export interface SelectedFile {
  name: string;
  type: string;
  size: number;
  text: string;
}

export type AuthenticationFormEvent =
  | { type: 'subdomain-changed'; subdomain: string }
  | { type: 'upload-started' }
  | { type: 'file-selected'; file: SelectedFile }
  | { type: 'file-cleared' }
  | { type: 'hint'; hint: SsoHint; reason?: string | null }
  | { type: 'tab-changed' };

const withoutMetadata = (form: AuthenticationForm): AuthenticationForm => ({
  ...form,
  metadata: '',
  fileName: null,
  parsed: EMPTY_PARSED_METADATA,
  ...(isMetadataHint(form.hint) ? { hint: SSO_HINT.None, reason: null } : {}),
});

function selectFile(form: AuthenticationForm, file: SelectedFile): AuthenticationForm {
  const cleared = { ...withoutMetadata(form), fileName: file.name };
  if (file.type !== METADATA_FILE_TYPE) return { ...cleared, hint: SSO_HINT.MetadataIncorrect };
  if (file.size > SSO_METADATA_MAX_BYTES) {
    return { ...cleared, hint: SSO_HINT.MetadataIncorrect, reason: 'too-large' };
  }
  const next = {
    ...cleared,
    metadata: file.text,
    parsed: parseProviderMetadata(file.text) ?? EMPTY_PARSED_METADATA,
  };
  return { ...next, hint: metadataHintOf(next), reason: null };
}

/** The transitions of spec §4 and §5. */
export function authenticationFormReducer(
  form: AuthenticationForm,
  event: AuthenticationFormEvent,
): AuthenticationForm {
  switch (event.type) {
    case 'subdomain-changed':
      // A change answers the subdomain's hint; it is judged again when the page is left.
      return {
        ...form,
        subdomain: event.subdomain,
        ...(isSubdomainHint(form.hint) ? { hint: SSO_HINT.None, reason: null } : {}),
      };
    case 'upload-started':
      // The previous metadata is cleared first.
      return withoutMetadata(form);
    case 'file-selected':
      return selectFile(form, event.file);
    case 'file-cleared':
      // Clearing the file resets metadata, parsed values and the hint.
      return withoutMetadata(form);
    case 'hint':
      return { ...form, hint: event.hint, reason: event.reason ?? null };
    case 'tab-changed':
      // "No file chosen" belongs to the metadata tab; elsewhere the original metadata stands.
      return form.hint === SSO_HINT.MetadataMissing && form.metadata.trim() !== ''
        ? { ...form, hint: SSO_HINT.None, reason: null }
        : form;
  }
}

/** The PUT body: finishing the wizard or saving the edit sets status Configured (spec §4). */
export function authenticationUpdateOf(form: AuthenticationForm): SsoAuthenticationUpdate {
  return {
    idpId: form.idpId,
    status: SSO_STATUS.Configured,
    subdomain: form.subdomain,
    metadata: form.metadata,
  };
}
