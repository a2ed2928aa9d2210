import { addNamespace } from '@feedline/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import de from '../../../locales/de/embedded-frame.json';
import en from '../../../locales/en/embedded-frame.json';
import fr from '../../../locales/fr/embedded-frame.json';

export const EMBEDDED_FRAME_NAMESPACE = 'embedded-frame';

const BUNDLES = { en, de, fr } as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the embedded-frame namespace, as `a.b.c`. */
export type EmbeddedFrameKey = Leaves<typeof en>;

export type EmbeddedFrameTranslate = (
  key: EmbeddedFrameKey,
  values?: Record<string, string | number>,
) => string;

// The namespace is added when this chunk loads rather than bundled with the shell's translations,
// which ship in the first chunk (ARCHITECTURE §9).
addNamespace(EMBEDDED_FRAME_NAMESPACE, BUNDLES);

/**
 * The shell's typed `t` only knows the namespaces bundled up front, so this one is reached through
 * i18next's untyped signature; `EmbeddedFrameKey` checks the keys instead.
 */
type UntypedTranslate = (key: string, options: Record<string, unknown>) => string;

/** `t` of the embedded-frame namespace in the current language, and that language. */
export function useEmbeddedFrameTranslation(): { t: EmbeddedFrameTranslate; language: string } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const t = useMemo<EmbeddedFrameTranslate>(() => {
    const translate = i18n.t.bind(i18n) as unknown as UntypedTranslate;
    return (key, values) =>
      translate(key, { ...values, ns: EMBEDDED_FRAME_NAMESPACE, lng: language });
  }, [i18n, language]);
  return { t, language };
}
