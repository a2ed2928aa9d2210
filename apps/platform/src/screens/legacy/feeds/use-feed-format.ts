import { useTranslation } from 'react-i18next';
import { formatBytes, formatCount, formatDuration } from './model/feed-format';

/** The feed formatters bound to the reader's language. */
export function useFeedFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    count: (value: number) => formatCount(value, language),
    bytes: (value: number) => formatBytes(value, language),
    duration: (milliseconds: number) => formatDuration(milliseconds, language),
    language,
  };
}
