import {
  DEFAULT_LANGUAGE,
  type Language,
  supportedLanguage as toSupported,
} from '@feedline/contracts/constants';

/**
 * The UI language (spec §9): the `hl` query parameter wins, then the first two letters of the
 * user's language, then English.
 */
export function resolveLanguage({
  hl,
  userLanguage,
}: {
  hl?: string | null | undefined;
  userLanguage?: string | null | undefined;
}): Language {
  return toSupported(hl) ?? toSupported(userLanguage) ?? DEFAULT_LANGUAGE;
}
