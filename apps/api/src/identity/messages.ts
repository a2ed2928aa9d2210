/** The identity server's user-facing text, in every language the product speaks (spec §9). */

import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  isLanguage,
  supportedLanguage,
} from '@feedline/contracts/constants';

export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

const en = {
  'product.name': 'Feedline',
  'login.title': 'Sign in to Feedline',
  'login.intro': 'Sign in with your e-mail address and password.',
  'login.email': 'E-mail address',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.cancel': 'Cancel',
  'login.error.invalid-credentials': 'The e-mail address or password is incorrect.',
  'login.error.missing-fields': 'Enter your e-mail address and your password.',
  'login.error.inactive-user':
    'This account has been deactivated. Ask an administrator of your organisation to reactivate it.',
  'login.error.rate-limited':
    'Too many failed sign-in attempts. Wait a few minutes, then try again.',
  'totp.title': 'Two-factor authentication',
  'totp.intro': 'Open your authenticator app and enter the code it shows for Feedline.',
  'totp.code': 'Authentication code',
  'totp.hint': 'The 6 digits change every 30 seconds.',
  'totp.submit': 'Verify',
  'totp.error.invalid-code':
    'The code is not correct or has expired. Enter the code your app shows now.',
  'totp.error.format': 'Enter the 6 digits of the code.',
  'interaction.expired.title': 'This sign-in page has expired',
  'interaction.expired.description': 'Sign-in took too long or was already completed. Start again.',
  'interaction.restart': 'Go to Feedline',
  'logout.title': 'Signing you out',
  'logout.description': 'You are being signed out of Feedline.',
  'logout.submit': 'Sign out',
  'logout.confirm.title': 'Sign out of Feedline?',
  'logout.confirm.description':
    'Sign out only if you asked for it: a link or another page may have brought you here.',
  'logout.done.title': 'You are signed out',
  'logout.done.description': 'You have been signed out of Feedline.',
  'error.title': 'Something went wrong',
  'error.description': 'The sign-in service could not complete the request.',
  'error.bad-request': 'The sign-in form sent something it cannot read. Start the sign-in again.',
  'error.code': 'Error code',
  'login.error.sso-required':
    'Your organisation signs you in through its own identity provider, not with a password here.',
  'login.error.sso-unavailable':
    'Single sign-on is not available for this organisation. Sign in with your password, or ask an administrator.',
  'login.sso.continue': 'Continue with single sign-on',
  'sso.redirect.title': 'Continuing with single sign-on',
  'sso.redirect.description':
    "You are being sent to your organisation's identity provider. If nothing happens, continue below.",
  'sso.error.title': 'Single sign-on failed',
  'sso.error.description':
    "Your organisation's identity provider did not sign you in to Feedline. Try again; if it fails again, give your administrator the error code below.",
  'sso.error.not-a-member':
    'Your identity provider signed you in, but this address is not a member of the organisation in Feedline. Ask an administrator to invite you.',
  'sso.error.unknown-host': 'This single sign-on address does not belong to any organisation.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const de: Messages = {
  'product.name': 'Feedline',
  'login.title': 'Bei Feedline anmelden',
  'login.intro': 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  'login.email': 'E-Mail-Adresse',
  'login.password': 'Passwort',
  'login.submit': 'Anmelden',
  'login.cancel': 'Abbrechen',
  'login.error.invalid-credentials': 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  'login.error.missing-fields': 'Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
  'login.error.inactive-user':
    'Dieses Konto wurde deaktiviert. Bitten Sie eine Administratorin oder einen Administrator Ihrer Organisation, es wieder zu aktivieren.',
  'login.error.rate-limited':
    'Zu viele fehlgeschlagene Anmeldeversuche. Warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'totp.title': 'Zwei-Faktor-Authentifizierung',
  'totp.intro':
    'Öffnen Sie Ihre Authenticator-App und geben Sie den Code ein, den sie für Feedline anzeigt.',
  'totp.code': 'Authentifizierungscode',
  'totp.hint': 'Die 6 Ziffern wechseln alle 30 Sekunden.',
  'totp.submit': 'Bestätigen',
  'totp.error.invalid-code':
    'Der Code ist falsch oder abgelaufen. Geben Sie den Code ein, den Ihre App jetzt anzeigt.',
  'totp.error.format': 'Geben Sie die 6 Ziffern des Codes ein.',
  'interaction.expired.title': 'Diese Anmeldeseite ist abgelaufen',
  'interaction.expired.description':
    'Die Anmeldung hat zu lange gedauert oder wurde bereits abgeschlossen. Beginnen Sie erneut.',
  'interaction.restart': 'Zu Feedline',
  'logout.title': 'Sie werden abgemeldet',
  'logout.description': 'Sie werden von Feedline abgemeldet.',
  'logout.submit': 'Abmelden',
  'logout.confirm.title': 'Von Feedline abmelden?',
  'logout.confirm.description':
    'Melden Sie sich nur ab, wenn Sie es selbst wollten: Ein Link oder eine andere Seite kann Sie hierher geführt haben.',
  'logout.done.title': 'Sie sind abgemeldet',
  'logout.done.description': 'Sie wurden von Feedline abgemeldet.',
  'error.title': 'Etwas ist schiefgelaufen',
  'error.description': 'Der Anmeldedienst konnte die Anfrage nicht abschließen.',
  'error.bad-request':
    'Das Anmeldeformular hat etwas gesendet, das nicht gelesen werden kann. Beginnen Sie die Anmeldung erneut.',
  'error.code': 'Fehlercode',
  'login.error.sso-required':
    'Ihre Organisation meldet Sie über ihren eigenen Identitätsanbieter an, nicht mit einem Passwort hier.',
  'login.error.sso-unavailable':
    'Single Sign-on ist für diese Organisation nicht verfügbar. Melden Sie sich mit Ihrem Passwort an oder fragen Sie eine Administratorin oder einen Administrator.',
  'login.sso.continue': 'Mit Single Sign-on fortfahren',
  'sso.redirect.title': 'Weiter mit Single Sign-on',
  'sso.redirect.description':
    'Sie werden zum Identitätsanbieter Ihrer Organisation weitergeleitet. Falls nichts passiert, fahren Sie unten fort.',
  'sso.error.title': 'Single Sign-on fehlgeschlagen',
  'sso.error.description':
    'Der Identitätsanbieter Ihrer Organisation hat Sie nicht bei Feedline angemeldet. Versuchen Sie es erneut; wenn es wieder fehlschlägt, nennen Sie Ihrer Administration den Fehlercode unten.',
  'sso.error.not-a-member':
    'Ihr Identitätsanbieter hat Sie angemeldet, aber diese Adresse ist in Feedline kein Mitglied der Organisation. Bitten Sie eine Administratorin oder einen Administrator, Sie einzuladen.',
  'sso.error.unknown-host': 'Diese Single-Sign-on-Adresse gehört zu keiner Organisation.',
};

const fr: Messages = {
  'product.name': 'Feedline',
  'login.title': 'Se connecter à Feedline',
  'login.intro': 'Connectez-vous avec votre adresse e-mail et votre mot de passe.',
  'login.email': 'Adresse e-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.cancel': 'Annuler',
  'login.error.invalid-credentials': "L'adresse e-mail ou le mot de passe est incorrect.",
  'login.error.missing-fields': 'Saisissez votre adresse e-mail et votre mot de passe.',
  'login.error.inactive-user':
    'Ce compte a été désactivé. Demandez à un administrateur de votre organisation de le réactiver.',
  'login.error.rate-limited':
    'Trop de tentatives de connexion échouées. Patientez quelques minutes, puis réessayez.',
  'totp.title': 'Authentification à deux facteurs',
  'totp.intro':
    "Ouvrez votre application d'authentification et saisissez le code qu'elle affiche pour Feedline.",
  'totp.code': "Code d'authentification",
  'totp.hint': 'Les 6 chiffres changent toutes les 30 secondes.',
  'totp.submit': 'Vérifier',
  'totp.error.invalid-code':
    'Le code est incorrect ou a expiré. Saisissez le code que votre application affiche maintenant.',
  'totp.error.format': 'Saisissez les 6 chiffres du code.',
  'interaction.expired.title': 'Cette page de connexion a expiré',
  'interaction.expired.description':
    'La connexion a pris trop de temps ou a déjà été effectuée. Recommencez.',
  'interaction.restart': 'Aller à Feedline',
  'logout.title': 'Déconnexion en cours',
  'logout.description': 'Vous êtes en train de vous déconnecter de Feedline.',
  'logout.submit': 'Se déconnecter',
  'logout.confirm.title': 'Se déconnecter de Feedline ?',
  'logout.confirm.description':
    "Ne vous déconnectez que si vous l'avez demandé : un lien ou une autre page a pu vous amener ici.",
  'logout.done.title': 'Vous êtes déconnecté',
  'logout.done.description': 'Vous avez été déconnecté de Feedline.',
  'error.title': "Une erreur s'est produite",
  'error.description': "Le service de connexion n'a pas pu traiter la demande.",
  'error.bad-request':
    'Le formulaire de connexion a envoyé des données illisibles. Recommencez la connexion.',
  'error.code': "Code d'erreur",
  'login.error.sso-required':
    "Votre organisation vous connecte par son propre fournisseur d'identité, pas avec un mot de passe ici.",
  'login.error.sso-unavailable':
    "L'authentification unique n'est pas disponible pour cette organisation. Connectez-vous avec votre mot de passe ou demandez à un administrateur.",
  'login.sso.continue': "Continuer avec l'authentification unique",
  'sso.redirect.title': "Connexion par l'authentification unique",
  'sso.redirect.description':
    "Vous êtes redirigé vers le fournisseur d'identité de votre organisation. Si rien ne se passe, continuez ci-dessous.",
  'sso.error.title': "Échec de l'authentification unique",
  'sso.error.description':
    "Le fournisseur d'identité de votre organisation ne vous a pas connecté à Feedline. Réessayez ; en cas de nouvel échec, donnez le code d'erreur ci-dessous à votre administrateur.",
  'sso.error.not-a-member':
    "Votre fournisseur d'identité vous a connecté, mais cette adresse n'est pas membre de l'organisation dans Feedline. Demandez à un administrateur de vous inviter.",
  'sso.error.unknown-host':
    "Cette adresse d'authentification unique n'appartient à aucune organisation.",
};

export const MESSAGES: Record<Locale, Messages> = { en, de, fr };

export const isLocale = isLanguage;

/** 'de-AT' → 'de'; anything we do not speak → undefined (spec §9: the first two letters count). */
export const toLocale = supportedLanguage;

/** The first language of an Accept-Language header, by weight, that we speak. */
export function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const weight = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = weight ? Number(weight.slice(2)) : 1;
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** `ui_locales` is a space-separated preference list (OpenID Connect Core §3.1.2.1). */
function fromUiLocales(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  for (const tag of value.split(/\s+/)) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

export interface LocaleSources {
  /** An explicit choice on our own page (query or hidden form field `hl`). */
  explicit?: unknown;
  /** `hl` of the authorization request. */
  hl?: unknown;
  /** `ui_locales` of the authorization or end-session request. */
  uiLocales?: unknown;
  acceptLanguage?: string;
}

/** hl (ours, then the authorization request's) › ui_locales › Accept-Language › en. */
export function resolveLocale(sources: LocaleSources): Locale {
  return (
    toLocale(sources.explicit) ??
    toLocale(sources.hl) ??
    fromUiLocales(sources.uiLocales) ??
    fromAcceptLanguage(sources.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}

export type Translate = (key: MessageKey) => string;

export function translator(locale: Locale): Translate {
  const messages = MESSAGES[locale];
  return (key) => messages[key];
}
