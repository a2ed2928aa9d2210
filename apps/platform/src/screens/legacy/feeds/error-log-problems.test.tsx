import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problem, run, runPage } from '../test/feed-fixtures';
import { SITE, errorPage, page } from '../test/legacy-fixtures';
import { renderPath } from '../test/render-legacy';

const RUNS = runPage([
  run(43, { kind: 'export', channelId: 11, problemCount: 1 }),
  run(41, { problemCount: 120 }),
  run(39, { status: 'failed', problemCount: 0, error: 'The feed answered 500' }),
]);

const answers = {
  '/sites/4': SITE,
  '/sites/4/error-log?page=1&amount=10': errorPage(1, [12, 11]),
  '/sites/4/runs?page=1': RUNS,
  '/sites/4/runs/41/problems?page=1': page(
    [
      problem(1),
      problem(2, { code: 'missing-id', externalId: null, field: null, message: 'No id' }),
    ],
    1,
    3,
    120,
  ),
  '/sites/4/runs/41/problems?page=2': page([problem(51, { code: 'ragged-row' })], 2, 3, 120),
  '/sites/4/runs/43/problems?page=1': page(
    [problem(7, { runId: 43, code: 'too-long', row: 7, field: 'title' })],
    1,
    1,
    1,
  ),
  '/sites/4/runs/39/problems?page=1': page([], 1, 1, 0),
};

const problemsRegion = () => screen.findByRole('region', { name: 'Problems per row' });

describe('error log: problems per row', () => {
  it('shows the latest import by default: row numbers, source, id, field and what is wrong', async () => {
    const { user, calls } = renderPath('/error-log/site/4', answers);
    const region = await problemsRegion();
    const table = await within(region).findByRole('table', { name: '120 problems of the run' });
    expect(within(region).getByRole('combobox', { name: 'Run' })).toHaveValue('41');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1,001',
      'Product catalogue',
      'SKU-1',
      'price',
      'Unreadable price',
      '"abc" is not a price',
    ]);
    expect(within(rows[1]!).getByText('No item id')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('No id')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(await within(region).findByText('1,051')).toBeInTheDocument();
    expect(within(region).getByText('Wrong number of columns')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/sites/4/runs/41/problems?page=2');

    // The site's log stays below, as before.
    const log = screen.getByRole('region', { name: 'Log' });
    expect(within(log).getByText('Feed timeout 12')).toBeInTheDocument();
  });

  it('opens the run named by ?runId= and switches to another run', async () => {
    const { user } = renderPath('/error-log/site/4?runId=43', answers);
    const region = await problemsRegion();
    expect(await within(region).findByText('Value too long')).toBeInTheDocument();
    const selector = within(region).getByRole('combobox', { name: 'Run' });
    expect(selector).toHaveValue('43');
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringMatching(/^Export #43 · .+ · Succeeded · 1 problem$/),
      expect.stringMatching(/^Import #41 · .+ · Succeeded · 120 problems$/),
      expect.stringMatching(/^Import #39 · .+ · Failed · 0 problems$/),
    ]);
    await user.selectOptions(selector, '39');
    expect(await within(region).findByText('This run had no problems.')).toBeInTheDocument();
  });
});
