import type { Account } from '@feedline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { acme, apiPath, demoHandlers, page } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderInRoute } from '../../../test/render-in-route';
import { SWITCHER_OPTION_HEIGHT } from './organisation-dropdown';
import { OrganisationSwitcher } from './organisation-switcher';
import { featureHandlers } from './shell-test-handlers';

const COMPANIES = [
  'Acme Corp',
  'Globex',
  'Globetrotter Travel',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Wonka Industries',
  'Cyberdyne',
  'Soylent',
  'Tyrell',
];
const many: Account[] = COMPANIES.map((company, index) => ({
  ...acme,
  id: index + 1,
  company,
  name: company.toLowerCase(),
  projectCount: index,
}));

/** The switcher alone; the organisation comes from the route params, as in the app. */
function renderSwitcher(url: string) {
  return renderInRoute(<OrganisationSwitcher isCollapsed={false} />, {
    url,
    pages: [{ path: '/' }, { path: '/overview/account/$accountId' }],
  });
}

async function openSwitcher(user: ReturnType<typeof renderSwitcher>['user']) {
  const button = await screen.findByRole('combobox', {
    name: 'Acme Corp – switch organisation',
  });
  await user.click(button);
  return screen.findByRole('listbox', { name: 'Organisations' });
}

describe('organisation switcher with several organisations (spec §2.5)', () => {
  it('lists every organisation with its project count, 10 visible before scrolling', async () => {
    server.use(...featureHandlers(), ...demoHandlers({ accounts: many }));
    const { user } = renderSwitcher('/overview/account/1');

    const list = await openSwitcher(user);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[2]).toHaveTextContent('Globetrotter Travel');
    expect(options[2]).toHaveTextContent('Projects: 2');
    expect(list).toHaveAttribute('data-visible-items', '10');
    expect(list).toHaveStyle({
      maxHeight: `calc(${(10 * SWITCHER_OPTION_HEIGHT) / 16}rem * var(--mantine-scale))`,
    });
    expect(screen.queryByTestId('organisation-results')).toBeNull();
  });

  it('renders no list until it is opened (the first render of every page is shorter)', async () => {
    server.use(...featureHandlers(), ...demoHandlers({ accounts: many }));
    const { user } = renderSwitcher('/overview/account/1');
    await screen.findByRole('combobox', { name: 'Acme Corp – switch organisation' });
    // Not even hidden: no list, no options, nothing to position.
    expect(document.querySelector('[role="listbox"], [role="option"]')).toBeNull();

    await openSwitcher(user);
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(12);
  });

  it('filters as the user types (case-insensitive contains) and counts the results', async () => {
    server.use(...featureHandlers(), ...demoHandlers({ accounts: many }));
    const { user } = renderSwitcher('/overview/account/1');
    const list = await openSwitcher(user);

    await user.type(screen.getByRole('textbox', { name: 'Search organisations' }), 'GLOB');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['GlobexProjects: 1', 'Globetrotter TravelProjects: 2']);
    expect(screen.getByTestId('organisation-results')).toHaveTextContent('Results: 2');

    await user.type(screen.getByRole('textbox', { name: 'Search organisations' }), 'etr');
    expect(screen.getByTestId('organisation-results')).toHaveTextContent('Results: 1');

    await user.type(screen.getByRole('textbox', { name: 'Search organisations' }), 'zzz');
    expect(screen.getByTestId('organisation-results')).toHaveTextContent('Results: 0');
    expect(within(list).queryAllByRole('option')).toHaveLength(0);
    expect(within(list).getByText('No organisation matches your search')).toBeVisible();
  });

  it('goes to the chosen organisation and remembers it', async () => {
    server.use(...featureHandlers(), ...demoHandlers({ accounts: many }));
    const { user, router } = renderSwitcher('/overview/account/1');
    const list = await openSwitcher(user);

    await user.type(screen.getByRole('textbox', { name: 'Search organisations' }), 'hoo');
    await user.click(within(list).getByRole('option', { name: /Hooli/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/overview/account/6'));
    expect(localStorage.getItem('feedline.account.last')).toBe('6');
    expect(
      await screen.findByRole('combobox', { name: 'Hooli – switch organisation' }),
    ).toBeVisible();
  });

  it('opens from the keyboard, on Enter or the down arrow, the search taking the focus', async () => {
    server.use(...featureHandlers(), ...demoHandlers({ accounts: many }));
    for (const key of ['{Enter}', '{ArrowDown}']) {
      const { user, unmount } = renderSwitcher('/overview/account/1');
      await screen.findByRole('combobox', { name: 'Acme Corp – switch organisation' });
      await user.tab();
      expect(
        screen.getByRole('combobox', { name: 'Acme Corp – switch organisation' }),
      ).toHaveFocus();
      await user.keyboard(key);
      expect(await screen.findByRole('listbox', { name: 'Organisations' })).toBeVisible();
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Search organisations' })).toHaveFocus(),
      );
      // Escape closes it; the button is the dropdown's own from then on.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      unmount();
    }
  });

  it('chooses with the keyboard', async () => {
    server.use(...featureHandlers(), ...demoHandlers({ accounts: many }));
    const { user, router } = renderSwitcher('/overview/account/1');
    await openSwitcher(user);

    await user.type(screen.getByRole('textbox', { name: 'Search organisations' }), 'tyrell');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview/account/12'));
  });

  it('asks the API to search when the user has more organisations than one page holds', async () => {
    const searched: string[] = [];
    server.use(
      http.get(apiPath('/accounts'), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        if (search === null) {
          const first = page(many.slice(0, 2));
          return HttpResponse.json({
            ...first,
            meta: { ...first.meta, totalCount: 250, totalPages: 3 },
          });
        }
        searched.push(search);
        // Like the API: only what matches the term. Typing is slower than the debounce on a busy
        // machine, so the shorter prefixes may be asked for too.
        const soylent = { ...many[10]!, company: 'Soylent', projectCount: 7 };
        return HttpResponse.json(page(search === 'soy' ? [soylent] : []));
      }),
      ...featureHandlers(),
      ...demoHandlers({ accounts: many }),
    );
    const { user } = renderSwitcher('/overview/account/1');
    const list = await openSwitcher(user);

    await user.type(screen.getByRole('textbox', { name: 'Search organisations' }), 'soy');
    expect(await within(list).findByRole('option', { name: /Soylent/ })).toHaveTextContent(
      'Projects: 7',
    );
    expect(searched.at(-1)).toBe('soy');
    expect(screen.getByTestId('organisation-results')).toHaveTextContent('Results: 1');
  });
});

describe('organisation switcher with one or no organisation (spec §2.5)', () => {
  it('shows just the name with one organisation', async () => {
    server.use(...featureHandlers(), ...demoHandlers({ accounts: [acme] }));
    renderSwitcher('/overview/account/1');

    await waitFor(() =>
      expect(screen.getByTestId('organisation-name')).toHaveTextContent('Acme Corp'),
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows an empty state without organisations', async () => {
    server.use(...featureHandlers(), ...demoHandlers({ accounts: [] }));
    renderSwitcher('/');

    expect(await screen.findByTestId('organisation-empty')).toHaveTextContent(
      'No organisation yet',
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
