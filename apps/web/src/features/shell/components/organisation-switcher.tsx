import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../components/hint';
import { useAccountQuery } from '../../../data/account-query';
import { useAccountsQuery } from '../../../data/accounts-query';
import { switcherMode } from '../model/account-search';
import { useShellLocation } from '../../../app/shell-location';
import type { OrganisationDropdownProps } from './organisation-dropdown';
import { SwitcherButton } from './switcher-button';

const loadDropdown = () => import('./organisation-dropdown');
/** Combobox and its inputs stay out of the first chunk: most users have one organisation. */
const OrganisationDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.OrganisationDropdown })),
);

function CompanyName({ company }: { company: string | undefined }) {
  return (
    <Text size="sm" fw={600} truncate="end" data-testid="organisation-name">
      {company}
    </Text>
  );
}

function CollapsedOrganisation({ company }: { company: string }) {
  const { t } = useTranslation('shell');
  return (
    <Hint label={company}>
      <ThemeIcon variant="light" size="lg" mx="auto" my="xs">
        <IconBuilding size={18} aria-hidden />
        <VisuallyHidden>{`${t('menu.organisation')}: ${company}`}</VisuallyHidden>
      </ThemeIcon>
    </Hint>
  );
}

function OrganisationCaption({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Group gap="xs" wrap="nowrap" px="sm" py="xs" data-testid="organisation-switcher">
      <IconBuilding size={18} aria-hidden style={{ flexShrink: 0 }} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="xs" c="dimmed">
          {t('menu.organisation')}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/**
 * The organisation switcher at the top of the menu (spec §2.5): a searchable dropdown with more
 * than one organisation, just the name with one, an empty state with none.
 */
export function OrganisationSwitcher({ isCollapsed }: { isCollapsed: boolean }) {
  const { t } = useTranslation('shell');
  const { accountId } = useShellLocation();
  const accounts = useAccountsQuery();
  const current = useAccountQuery(accountId);
  if (!accounts.data) return null;

  const mode = switcherMode(accounts.data.meta.totalCount);
  const company =
    current.data?.company ?? (mode === 'single' ? accounts.data.data[0]?.company : undefined);

  if (isCollapsed) return company ? <CollapsedOrganisation company={company} /> : null;
  if (mode === 'empty') {
    return (
      <OrganisationCaption>
        <Text size="sm" c="dimmed" data-testid="organisation-empty">
          {t('switcher.empty')}
        </Text>
      </OrganisationCaption>
    );
  }
  if (mode === 'single') {
    return (
      <OrganisationCaption>
        <CompanyName company={company} />
      </OrganisationCaption>
    );
  }
  return (
    <OrganisationCaption>
      <SwitcherDropdown
        accounts={accounts.data.data}
        isComplete={accounts.data.data.length >= accounts.data.meta.totalCount}
        currentAccountId={current.data?.id}
        currentCompany={company}
      />
    </OrganisationCaption>
  );
}

/**
 * The switcher's button, which becomes the dropdown when first pressed (its code fetched when a
 * pointer or the focus comes to it). The dropdown — a Combobox on a floating Popover, whose target
 * re-renders it at once from its ref in the commit — was the costliest part of the menu's first
 * render (~0.2 s of the shell's long tasks in a CPU profile of a page load at 4× slowdown), and
 * most page loads never open it.
 */
function SwitcherDropdown(props: Omit<OrganisationDropdownProps, 'isOpenedOnArrival'>) {
  const { t } = useTranslation('shell');
  const [isWanted, setWanted] = useState(false);
  const label = props.currentCompany ?? t('switcher.choose');
  // In a transition: the button stays until the dropdown's code is there (no fallback instead).
  const open = () => startTransition(() => setWanted(true));
  const button = (
    <SwitcherButton
      label={label}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-label={t('switcher.button', { company: label })}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') open();
      }}
    />
  );
  return (
    <Suspense fallback={button}>
      {isWanted ? <OrganisationDropdown {...props} isOpenedOnArrival /> : button}
    </Suspense>
  );
}
