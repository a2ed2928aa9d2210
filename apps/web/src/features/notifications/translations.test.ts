import { LOG_TEXTS_EN } from '@feedline/contracts/log-messages';
import { LOG_TEXTS } from '@feedline/i18n/log-texts';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../app/i18n-resources';
import { registerLogTranslations } from './translations';

describe('the texts of the platform’s log lines', () => {
  it('are not in the app’s first chunk: the drawer brings them', () => {
    for (const language of Object.keys(resources) as (keyof typeof resources)[]) {
      expect(Object.keys(resources[language])).not.toContain('log');
    }
  });

  it('are those shared with the embedded screens, in every language, once the drawer is there', () => {
    registerLogTranslations();
    for (const language of ['en', 'de', 'fr'] as const) {
      expect(i18n.getResourceBundle(language, 'log')).toEqual(LOG_TEXTS[language]);
    }
    // English is what the server writes beside each line's key.
    expect(i18n.getResourceBundle('en', 'log')).toEqual(LOG_TEXTS_EN);
  });
});
