import enAnnouncements from '../locales/en/announcements.json';
import enNotifications from '../locales/en/notifications.json';
import enTwoFactor from '../locales/en/two-factor.json';
import enProfile from '../locales/en/profile.json';
import deAnnouncements from '../locales/de/announcements.json';
import deNotifications from '../locales/de/notifications.json';
import deTwoFactor from '../locales/de/two-factor.json';
import deProfile from '../locales/de/profile.json';
import frAnnouncements from '../locales/fr/announcements.json';
import frNotifications from '../locales/fr/notifications.json';
import frTwoFactor from '../locales/fr/two-factor.json';
import frProfile from '../locales/fr/profile.json';
import deAuth from '../locales/de/auth.json';
import deCommon from '../locales/de/common.json';
import deContentPortal from '../locales/de/content-portal.json';
import deOverview from '../locales/de/overview.json';
import deShell from '../locales/de/shell.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enContentPortal from '../locales/en/content-portal.json';
import enOverview from '../locales/en/overview.json';
import enShell from '../locales/en/shell.json';
import frAuth from '../locales/fr/auth.json';
import frCommon from '../locales/fr/common.json';
import frContentPortal from '../locales/fr/content-portal.json';
import frOverview from '../locales/fr/overview.json';
import frShell from '../locales/fr/shell.json';

export const DEFAULT_NAMESPACE = 'common';

/**
 * Bundled translations: one JSON per language and namespace (src/locales/<lang>/<ns>.json). The
 * texts of the platform's own log lines come with the notifications drawer
 * (`features/notifications/translations.ts`).
 */
export const resources = {
  en: {
    common: enCommon,
    shell: enShell,
    overview: enOverview,
    auth: enAuth,
    'content-portal': enContentPortal,
    announcements: enAnnouncements,
    notifications: enNotifications,
    'two-factor': enTwoFactor,
    profile: enProfile,
  },
  de: {
    common: deCommon,
    shell: deShell,
    overview: deOverview,
    auth: deAuth,
    'content-portal': deContentPortal,
    announcements: deAnnouncements,
    notifications: deNotifications,
    'two-factor': deTwoFactor,
    profile: deProfile,
  },
  fr: {
    common: frCommon,
    shell: frShell,
    overview: frOverview,
    auth: frAuth,
    'content-portal': frContentPortal,
    announcements: frAnnouncements,
    notifications: frNotifications,
    'two-factor': frTwoFactor,
    profile: frProfile,
  },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
