import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import { SITE, page } from '../test/legacy-fixtures';
import { renderPath } from '../test/render-legacy';

const at = '2025-04-01T08:00:00.000Z';
const FAILED = {
  id: 12,
  '@timestamp': at,
  message:
    'Export failed: Bol.com has no &quot;id&quot; column in its data flow: every item of a feed needs one',
  key: 'export.failed',
  params: { reason: 'no-id-column', feed: 'Bol.com' },
};
const OLDER = { id: 11, '@timestamp': at, message: 'Export <b>Bol.com</b> failed: refused' };

const answers = {
  '/sites/4': SITE,
  '/sites/4/error-log?page=1&amount=10': page([FAILED, OLDER], 1, 1, 2),
  '/sites/4/error-log/12': FAILED,
};

afterEach(() => {
  act(() => setLanguage('en'));
});

describe('the error log in the reader’s language', () => {
  it('lists a line the platform wrote in German and French, an older line by its text', async () => {
    act(() => setLanguage('de'));
    const { unmount } = renderPath('/error-log/site/4', answers);
    expect(
      await screen.findByText(
        'Export fehlgeschlagen: Bol.com hat keine Spalte „id“ in seinem Datenfluss: Jeder Artikel eines Feeds braucht eine',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Export Bol.com failed: refused')).toBeInTheDocument();
    unmount();

    act(() => setLanguage('fr'));
    renderPath('/error-log/site/4', answers);
    expect(
      await screen.findByText(
        'Échec de l’export : Bol.com n’a pas de colonne « id » dans son flux de données : chaque article d’un flux en a besoin',
      ),
    ).toBeInTheDocument();
  });

  it('shows one such line whole in the reader’s language', async () => {
    act(() => setLanguage('de'));
    renderPath('/error-log/site/4/error/12', answers);
    expect(
      await screen.findByText(
        'Export fehlgeschlagen: Bol.com hat keine Spalte „id“ in seinem Datenfluss: Jeder Artikel eines Feeds braucht eine',
      ),
    ).toBeInTheDocument();
  });
});
