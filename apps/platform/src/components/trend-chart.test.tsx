import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../app/i18n';
import { fakeApi, renderScreen } from '../test/render-screen';
import TrendChart from './trend-chart';

const DAYS = [
  { label: '3 Nov', items: 1200, skipped: 300, failed: 0 },
  { label: '4 Nov', items: 800, skipped: 0, failed: 2 },
];

describe('the trend chart', () => {
  beforeEach(() => setLanguage('de'));

  it('draws a stacked bar for each point, the failures as a line, and names them in its legend', () => {
    const { container } = renderScreen(<TrendChart points={DAYS} />, { api: fakeApi({}).api });
    // Two bars (items, rows left out) per point.
    expect(container.querySelectorAll('svg > g > rect')).toHaveLength(4);
    expect(container.querySelector('polyline')).not.toBeNull();
    expect(screen.getByText('3 Nov')).toBeInTheDocument();
    // The axis in the reader's language.
    expect(screen.getByText('1.500')).toBeInTheDocument();
    for (const name of ['Importierte Artikel', 'Ausgelassene Zeilen', 'Fehlgeschlagene Importe']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });

  it('shows a point’s figures while the pointer is over it', () => {
    const { container } = renderScreen(<TrendChart points={DAYS} />, { api: fakeApi({}).api });
    const svg = container.querySelector('svg')!;
    // jsdom lays nothing out: the chart is drawn at its fallback width from x = 0; the second
    // point's slot is the right half of the plot.
    fireEvent.mouseMove(svg, { clientX: 500 });
    expect(screen.getByText('Importierte Artikel: 800')).toBeInTheDocument();
    expect(screen.getByText('Fehlgeschlagene Importe: 2')).toBeInTheDocument();
    fireEvent.mouseLeave(svg);
    expect(screen.queryByText('Importierte Artikel: 800')).toBeNull();
  });
});
