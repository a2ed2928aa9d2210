import { LOG_TEXTS_EN } from '@feedline/contracts/log-messages';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_TEXTS } from '@feedline/i18n/log-texts';
import { initI18n, resources, setLanguage } from '../app/i18n';
import { useLogLineText } from './log-line-text';

initI18n('en');

afterEach(() => {
  act(() => setLanguage('en'));
});

describe('useLogLineText', () => {
  it('says a line the platform wrote in the reader’s language, its words translated too', () => {
    const { result } = renderHook(() => useLogLineText());
    const line = {
      message: 'Import interrupted: …',
      key: 'import.interrupted',
      params: { reason: 'process-stopped' },
    };
    expect(result.current(line)).toBe(
      'Import interrupted: its process stopped during the import; it is tried again shortly',
    );
    act(() => setLanguage('de'));
    expect(result.current(line)).toBe(
      'Import unterbrochen: sein Prozess wurde während des Imports beendet; er wird in Kürze erneut versucht',
    );
    act(() => setLanguage('fr'));
    expect(result.current(line)).toBe(
      'Import interrompu : son processus s’est arrêté pendant l’import ; il sera relancé sous peu',
    );
  });

  it('shows the text of an older line, of an unknown key and of unsound parameters', () => {
    const { result } = renderHook(() => useLogLineText());
    act(() => setLanguage('de'));
    expect(result.current({ message: 'Export <b>Bol.com</b> failed' })).toBe(
      'Export Bol.com failed',
    );
    expect(result.current({ message: 'Newer', key: 'import.later', params: {} })).toBe('Newer');
    expect(
      result.current({
        message: 'Odd',
        key: 'import.finished',
        params: { items: [1] } as never,
      }),
    ).toBe('Odd');
  });

  it('reads the texts shared with the shell, the English ones the server writes beside the key', () => {
    for (const language of ['en', 'de', 'fr'] as const) {
      expect(resources[language].log).toBe(LOG_TEXTS[language]);
    }
    expect(resources.en.log).toBe(LOG_TEXTS_EN);
  });
});
