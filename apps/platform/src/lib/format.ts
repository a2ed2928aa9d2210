import {
  createFormatter,
  formatLocale,
  warmFormatter,
  type Formatter,
} from '@feedline/i18n/format';
import { useTranslation } from 'react-i18next';

export { createFormatter, formatLocale, type Formatter };

/** Makes the reader's formatters ahead of the first screen, while idle (see `warmFormatter`). */
export function warmReaderFormatter(language: string): void {
  warmFormatter(formatLocale(language));
}

/** The formatter of the reader's language (packages/i18n/src/format.ts). */
export function useFormatter(): Formatter {
  const { i18n } = useTranslation();
  return createFormatter(formatLocale(i18n.language));
}
