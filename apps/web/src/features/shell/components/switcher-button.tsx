import { ComboboxChevron, Group, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

export interface SwitcherButtonProps extends ComponentPropsWithRef<'button'> {
  /** The organisation shown (or the prompt to choose one). */
  label: string;
}

/**
 * The organisation switcher's button (spec §2.5): the organisation's name and a chevron; the
 * dropdown's target, and the same button before the dropdown is there (`OrganisationSwitcher`).
 */
export function SwitcherButton({ label, ...others }: SwitcherButtonProps) {
  return (
    <UnstyledButton w="100%" {...others}>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600} truncate="end" data-testid="organisation-name">
          {label}
        </Text>
        <ComboboxChevron />
      </Group>
    </UnstyledButton>
  );
}
