import {
  isLogMessageKey,
  isLogParams,
  renderLogMessage,
  type LogParams,
  type LogTranslate,
} from '@feedline/contracts/log-messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { logMessageText } from './log-message';

/** A log line as the API answers it: its text, and the key and parameters of a platform's line. */
export interface LogLineSaying {
  message: string;
  key?: string;
  params?: LogParams;
}

/**
 * The plain text of log lines in the reader's language: a line the platform wrote from its key
 * and parameters (docs/adr/0024), any other (older, or of a key this screen does not know) from
 * its text.
 */
export function useLogLineText(): (line: LogLineSaying) => string {
  const { t } = useTranslation('log');
  return useCallback(
    (line: LogLineSaying) => {
      const params = line.params ?? {};
      if (!isLogMessageKey(line.key) || !isLogParams(params)) return logMessageText(line.message);
      const translate: LogTranslate = (key, values) => t(key as never, values);
      return renderLogMessage(line.key, params, translate);
    },
    [t],
  );
}
