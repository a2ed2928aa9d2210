import { Avatar, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './user-menu.module.css';

/**
 * The signed-in user with a menu holding "Sign out" (→ /logout). A menu button per the ARIA
 * authoring practices (Enter/Space/ArrowDown open and focus the first item, Escape closes and
 * returns focus, a click outside closes), without a floating-UI dependency in the first chunk.
 */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setIsOpen(false));

  useEffect(() => {
    if (isOpen) firstItemRef.current?.focus();
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={classes.root}>
      <UnstyledButton
        ref={buttonRef}
        aria-label={t('user-menu.label', { name })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        p={4}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        <Group gap="xs" wrap="nowrap">
          {/* No initials: visible text inside the button must match its accessible name. */}
          <Avatar size="sm" color="blue" aria-hidden />
          <Text size="sm" visibleFrom="sm">
            {name}
          </Text>
          <IconChevronDown size={14} aria-hidden />
        </Group>
      </UnstyledButton>
      {isOpen && (
        <Paper
          id={menuId}
          role="menu"
          aria-label={t('user-menu.label', { name })}
          shadow="md"
          withBorder
          className={classes.dropdown}
          onKeyDown={(event) => {
            if (event.key === 'Escape' || event.key === 'Tab') close();
          }}
        >
          <UnstyledButton
            ref={firstItemRef}
            role="menuitem"
            className={classes.item}
            onClick={() => {
              setIsOpen(false);
              void navigate({ to: '/logout' });
            }}
          >
            <IconLogout size={16} aria-hidden />
            <span>{t('user-menu.sign-out')}</span>
          </UnstyledButton>
        </Paper>
      )}
    </div>
  );
}
