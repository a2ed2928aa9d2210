import { useEffect } from 'react';
import { resolveLanguage } from '../lib/language';
import { setLanguage } from './i18n';
import { useShownLocation } from './shell-location';

let initialHl: string | null = null;

/** Remembers the `hl` of the page the app started on; it overrides the user's language. */
export function captureInitialHl(search: string): string | null {
  initialHl = new URLSearchParams(search).get('hl');
  return initialHl;
}

/** Keeps the UI language on `hl` (current URL, else the start URL) or the user's language. */
export function useLanguageSync(userLanguage: string | undefined): void {
  const hl = useShownLocation((location) => {
    const value = (location.search as Record<string, unknown>).hl;
    return typeof value === 'string' ? value : undefined;
  });
  useEffect(() => {
    setLanguage(resolveLanguage({ hl: hl ?? initialHl, userLanguage }));
  }, [hl, userLanguage]);
}
