import {
  createFormatter,
  formatLocale,
  readerFormatterWarmUp,
  warmReaderFormatter,
  type Formatter,
} from '@feedline/i18n/format';
import { useTranslation } from 'react-i18next';

export {
  createFormatter,
  formatLocale,
  readerFormatterWarmUp,
  warmReaderFormatter,
  type Formatter,
};

/** The formatter of the reader's language (packages/i18n/src/format.ts). */
export function useFormatter(): Formatter {
  const { i18n } = useTranslation();
  return createFormatter(formatLocale(i18n.language));
}
