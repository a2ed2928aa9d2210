import { Avatar, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { LANGUAGES, type Language } from '@feedline/contracts/constants';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './user-menu.module.css';
import { useUpdateLanguageMutation } from '../api/update-language-mutation';

/** The languages the platform speaks, each in its own name. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/**
 * The signed-in user with a menu: their profile (two-factor authentication), the platform's
 * language, and "Sign out" (→ /logout). A menu button per the ARIA authoring practices (Enter,
 * Space or ArrowDown open it on its first item; the arrows, Home and End move between items;
 * Escape closes it and returns focus; a click outside closes it), without a floating-UI
 * dependency in the first chunk.
 */
export function UserMenu({ name, language }: { name: string; language: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const updateLanguage = useUpdateLanguageMutation();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setIsOpen(false));

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
  ];
  useEffect(() => {
    if (isOpen) items()[0]?.focus();
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (action: () => void) => {
    close();
    action();
  };
  const moveFocus = (key: string) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next =
      key === 'Home'
        ? 0
        : key === 'End'
          ? all.length - 1
          : (at + (key === 'ArrowDown' ? 1 : -1) + all.length) % all.length;
    all[next]?.focus();
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
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('user-menu.label', { name })}
          shadow="md"
          withBorder
          className={classes.dropdown}
          onKeyDown={(event) => {
            if (event.key === 'Escape' || event.key === 'Tab') close();
            if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
              event.preventDefault();
              moveFocus(event.key);
            }
          }}
        >
          <UnstyledButton
            role="menuitem"
            tabIndex={-1}
            className={classes.item}
            onClick={() => choose(() => void navigate({ to: '/profile' }))}
          >
            <IconUser size={16} aria-hidden />
            <span>{t('user-menu.profile')}</span>
          </UnstyledButton>
          <div role="group" aria-label={t('user-menu.language')} className={classes.group}>
            <Text size="xs" c="dimmed" px={10} pt={4} aria-hidden>
              {t('user-menu.language')}
            </Text>
            {LANGUAGES.map((code) => (
              <UnstyledButton
                key={code}
                role="menuitemradio"
                aria-checked={language === code}
                tabIndex={-1}
                lang={code}
                className={classes.item}
                onClick={() => choose(() => updateLanguage.mutate(code))}
              >
                {language === code ? (
                  <IconCheck size={16} aria-hidden />
                ) : (
                  <span className={classes.spacer} aria-hidden />
                )}
                <span>{LANGUAGE_NAMES[code]}</span>
              </UnstyledButton>
            ))}
          </div>
          <UnstyledButton
            role="menuitem"
            tabIndex={-1}
            className={classes.item}
            onClick={() => choose(() => void navigate({ to: '/logout' }))}
          >
            <IconLogout size={16} aria-hidden />
            <span>{t('user-menu.sign-out')}</span>
          </UnstyledButton>
        </Paper>
      )}
    </div>
  );
}
