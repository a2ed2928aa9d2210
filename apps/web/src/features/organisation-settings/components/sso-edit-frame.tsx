import { Box, Button, Flex, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EDIT_TABS, type EditTab } from '../model/edit-tabs';
import { WIZARD_WIDTH } from './sso-wizard';

/** The edit menu is at least 280 px wide (spec §9); on a phone it sits above the content. */
const MENU_MIN_WIDTH = 280;

/**
 * The edit screen's frame (spec §2.15): the menu of three items (the selected one in the query
 * parameter `tab`), the tab's content, and the footer with Cancel and Save.
 */
export function SsoEditFrame({
  accountId,
  tab,
  isSaveDisabled,
  isSaving,
  problem,
  onTabChange,
  onCancel,
  onSave,
  children,
}: {
  accountId: number;
  tab: EditTab;
  isSaveDisabled: boolean;
  isSaving: boolean;
  /** Says where a hint waits when it is on another tab. */
  problem: string | null;
  onTabChange: (tab: EditTab) => void;
  onCancel: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('organisation-settings');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('sso.edit.title')}
        </Title>
        <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align="stretch">
          <Box
            component="nav"
            aria-label={t('sso.edit.menu')}
            miw={{ base: 0, sm: MENU_MIN_WIDTH }}
            w={{ base: '100%', sm: MENU_MIN_WIDTH }}
          >
            {EDIT_TABS.map((item) => (
              <NavLink
                key={item}
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/organisation-settings/account/$accountId/sso/edit"
                    params={{ accountId }}
                    search={{ tab: item }}
                  />
                )}
                label={t(`sso.edit.tabs.${item}`)}
                active={item === tab}
                aria-current={item === tab ? 'page' : undefined}
                onClick={() => onTabChange(item)}
              />
            ))}
          </Box>
          <Box style={{ flex: '1 1 0', minWidth: 0 }} maw={WIZARD_WIDTH}>
            {children}
          </Box>
        </Flex>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {problem ? (
            <Text size="sm" c="red.9" role="status" style={{ flex: '1 1 200px' }}>
              {problem}
            </Text>
          ) : null}
          <Button variant="default" onClick={onCancel}>
            {t('sso.edit.cancel')}
          </Button>
          <Button type="submit" loading={isSaving} disabled={isSaveDisabled}>
            {t('sso.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
