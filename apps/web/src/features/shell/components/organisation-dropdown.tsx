import type { AccountSummary } from '@feedline/contracts';
import { Combobox, Group, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountsSearchQuery } from '../../../data/accounts-query';
import { filterAccounts, isSearching, SWITCHER_VISIBLE_ITEMS } from '../model/account-search';
import { rememberLastAccountId } from '../../../lib/last-account';
import { SwitcherButton } from './switcher-button';

/** Height of one entry; the list shows SWITCHER_VISIBLE_ITEMS of them before it scrolls. */
export const SWITCHER_OPTION_HEIGHT = 36;
const SERVER_SEARCH_DEBOUNCE_MS = 300;

export interface OrganisationDropdownProps {
  /** The user's organisations as loaded (the API's first, largest page). */
  accounts: readonly AccountSummary[];
  /** All of the user's organisations are in `accounts`: search locally, else ask the API. */
  isComplete: boolean;
  currentAccountId: number | undefined;
  currentCompany: string | undefined;
  /** Opened as it arrives (the user pressed the switcher's button before it was there). */
  isOpenedOnArrival?: boolean;
}

/** Local filtering when every organisation is loaded; the API's search otherwise. */
function useMatches(accounts: readonly AccountSummary[], isComplete: boolean, search: string) {
  const [debounced] = useDebouncedValue(search.trim(), SERVER_SEARCH_DEBOUNCE_MS);
  const needsServer = !isComplete && isSearching(search);
  const server = useAccountsSearchQuery(debounced, { enabled: needsServer && debounced !== '' });
  if (!needsServer) return filterAccounts(accounts, search);
  return server.data ? filterAccounts(server.data.data, search) : [];
}

/** The searchable organisation dropdown (spec §2.5): company and project count per entry. */
export function OrganisationDropdown({
  accounts,
  isComplete,
  currentAccountId,
  currentCompany,
  isOpenedOnArrival = false,
}: OrganisationDropdownProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    defaultOpened: isOpenedOnArrival,
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  // Opened as it arrives: the search takes the focus, as when it opens later.
  const arrivedOpen = useRef(isOpenedOnArrival);
  useEffect(() => {
    if (!arrivedOpen.current) return;
    arrivedOpen.current = false;
    combobox.focusSearchInput();
  }, [combobox]);
  const matches = useMatches(accounts, isComplete, search);
  const label = currentCompany ?? t('switcher.choose');

  function handleSubmit(value: string) {
    const accountId = Number(value);
    combobox.closeDropdown();
    combobox.focusTarget();
    rememberLastAccountId(accountId);
    void navigate({ to: '/overview/account/$accountId', params: { accountId } });
  }

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={handleSubmit}
      width={280}
      position="bottom-start"
      shadow="md"
      // Not rendered (and not positioned) until opened: the page's first render is shorter.
      keepMounted={false}
    >
      <Combobox.Target targetType="button" withExpandedAttribute>
        <SwitcherButton
          label={label}
          onClick={() => combobox.toggleDropdown()}
          aria-label={t('switcher.button', { company: label })}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.updateSelectedOptionIndex();
          }}
          placeholder={t('switcher.search')}
          aria-label={t('switcher.search')}
        />
        {isSearching(search) ? (
          <Combobox.Header>
            <Text size="xs" c="dimmed" role="status" data-testid="organisation-results">
              {t('switcher.results', { amount: matches.length })}
            </Text>
          </Combobox.Header>
        ) : null}
        <Combobox.Options
          aria-label={t('switcher.list')}
          mah={SWITCHER_VISIBLE_ITEMS * SWITCHER_OPTION_HEIGHT}
          style={{ overflowY: 'auto' }}
          data-visible-items={SWITCHER_VISIBLE_ITEMS}
        >
          {matches.length === 0 ? (
            <Combobox.Empty>{t('switcher.no-match')}</Combobox.Empty>
          ) : (
            matches.map((account) => (
              <Combobox.Option
                key={account.id}
                value={String(account.id)}
                active={account.id === currentAccountId}
                h={SWITCHER_OPTION_HEIGHT}
                style={{ display: 'flex', alignItems: 'center' }}
              >
                <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
                  <Text size="sm" truncate="end">
                    {account.company}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {t('switcher.projects', { amount: account.projectCount })}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
