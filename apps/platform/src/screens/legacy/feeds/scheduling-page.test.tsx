import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import { apiError } from '../../../test/render-screen';
import { SCHEDULE, run, runPage } from '../test/feed-fixtures';
import { SITE } from '../test/legacy-fixtures';
import { renderPath } from '../test/render-legacy';

const PATH = '/scheduling/site/4';
const HISTORY = [
  run(42, { status: 'running', trigger: 'schedule', finishedAt: null, problemCount: 0 }),
  run(41, {
    kind: 'export',
    channelId: 11,
    trigger: 'import',
    itemsWritten: 900,
    itemsSkipped: 10,
  }),
];

function renderScheduling(extra: Record<string, unknown> = {}) {
  return renderPath(PATH, {
    '/sites/4': SITE,
    '/sites/4/schedule': SCHEDULE,
    '/sites/4/runs?page=1': runPage(HISTORY, 1, 2),
    '/sites/4/runs?page=2': runPage([run(30, { problemCount: 0 })], 2, 2),
    '/sites/4/runs?kind=export&page=1': runPage([HISTORY[1]!]),
    ...extra,
  });
}

describe('scheduling: the schedule', () => {
  it('shows the schedule and saves times, weekdays and the export after the import', async () => {
    const { user, calls, bridge } = renderScheduling({
      '/sites/4/schedule': (body: unknown) =>
        body === undefined
          ? SCHEDULE
          : { ...SCHEDULE, ...(body as object), updatedAt: '2025-04-02T10:00:00.000Z' },
    });
    const section = await screen.findByRole('region', { name: 'Schedule' });
    expect(within(section).getByText('Europe/Amsterdam')).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: /Import on a schedule/ })).toBeChecked();
    const times = within(section).getByRole('list', { name: 'Times of day' });
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['06:00', '18:30']);
    expect(within(section).getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    expect(within(section).getByRole('button', { name: 'Save schedule' })).toBeDisabled();

    await user.click(within(section).getByRole('button', { name: 'Remove 18:30' }));
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Time to add' }),
      '12:15',
    );
    await user.click(within(section).getByRole('button', { name: 'Add time' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Sat' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Mon' }));
    await user.click(
      within(section).getByRole('checkbox', { name: 'After the import, export all channels' }),
    );
    expect(bridge.unsavedChanges).toHaveBeenLastCalledWith(true);
    await user.click(within(section).getByRole('button', { name: 'Save schedule' }));

    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/sites/4/schedule',
      body: {
        enabled: true,
        times: ['06:00', '12:15'],
        weekdays: [2, 3, 4, 5, 6],
        exportAfterImport: true,
      },
    });
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('success', 'The schedule was saved.'),
    );
    expect(bridge.unsavedChanges).toHaveBeenLastCalledWith(false);
  });

  it('refuses a schedule without a weekday before sending it', async () => {
    const { user, calls } = renderScheduling({
      '/sites/4/schedule': { ...SCHEDULE, weekdays: [3] },
    });
    const section = await screen.findByRole('region', { name: 'Schedule' });
    await user.click(within(section).getByRole('checkbox', { name: 'Wed' }));
    await user.click(within(section).getByRole('button', { name: 'Save schedule' }));
    expect(within(section).getByText('Choose at least one day.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("names the weekdays in the reader's language", async () => {
    setLanguage('de');
    renderScheduling();
    const section = await screen.findByRole('region', { name: 'Zeitplan' });
    expect(within(section).getByRole('checkbox', { name: 'Mo' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'So' })).not.toBeChecked();
  });

  it('starts an import with "Run now" and says so when one is already running', async () => {
    const { user, bridge, calls } = renderScheduling({
      '/sites/4/import-runs': apiError(409, 'import-running'),
    });
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(calls).toContainEqual({ method: 'POST', path: '/sites/4/import-runs', body: {} });
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'error',
        'An import of this site is already queued or running. Wait for it to end, or cancel it.',
      ),
    );
  });

  it('shows a read-only user the schedule as text, without a form or buttons', async () => {
    renderScheduling({ '/sites/4': { ...SITE, canWrite: false } });
    const section = await screen.findByRole('region', { name: 'Schedule' });
    expect(within(section).getByText('06:00, 18:30')).toBeInTheDocument();
    expect(within(section).getByText('Mon, Tue, Wed, Thu, Fri')).toBeInTheDocument();
    expect(within(section).queryByRole('switch')).toBeNull();
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run now' })).toBeNull();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Import #42')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});

describe('scheduling: the history of runs', () => {
  it('lists imports and exports with trigger, counts and a link to their problems, paged', async () => {
    const { user, bridge, calls } = renderScheduling();
    const history = await screen.findByRole('region', { name: 'History' });
    const running = (await within(history).findByRole('rowheader', { name: 'Import #42' })).closest(
      'tr',
    )!;
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(running).getByText('Schedule')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: 'Cancel Import #42' })).toBeInTheDocument();

    const exported = within(history).getByRole('rowheader', { name: 'Export #41' }).closest('tr')!;
    expect(within(exported).getByText('After the import')).toBeInTheDocument();
    expect(within(exported).getByText('900 exported · 10 excluded')).toBeInTheDocument();
    expect(within(exported).getByText('2 min 5 sec')).toBeInTheDocument();
    await user.click(
      within(exported).getByRole('button', { name: 'Show the 3 problems in the error log' }),
    );
    expect(bridge.navigate).toHaveBeenCalledWith('/error-log/site/4', 'runId=41');

    await user.click(within(history).getByRole('button', { name: 'Next' }));
    expect(await within(history).findByText('Import #30')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/sites/4/runs?page=2');

    await user.click(within(history).getByRole('radio', { name: 'Exports' }));
    await waitFor(() => expect(within(history).queryByText('Import #30')).not.toBeInTheDocument());
    expect(within(history).getByText('Export #41')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/sites/4/runs?kind=export&page=1');
  });
});
