export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

function toSupported(value: string | null | undefined): Language | undefined {
  const code = value?.trim().slice(0, 2).toLowerCase();
  return SUPPORTED_LANGUAGES.find((language) => language === code);
}

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
