import type { Language } from '@feedline/contracts/constants';
import { LOG_TEXTS_EN } from '@feedline/contracts/log-messages';

/**
 * The texts of the lines the platform writes to a site's log (packages/contracts/src/log-messages.ts),
 * in every language the product speaks: the one source of the `log` namespace of the shell and of
 * the embedded screens. English is the server's own (it keeps that text beside the key); German and
 * French are here, in the same shape, so a key the server gains and they lack fails the type check.
 */

/** The shape of the English texts, any words. */
type TextsLike<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]> };
export type LogTexts = TextsLike<typeof LOG_TEXTS_EN>;

// A reason whose English text passes on the reader's or the remote server's own words ({{detail}},
// English) says it by its code in the other languages.
const LOG_TEXTS_DE: LogTexts = {
  messages: {
    import: {
      started: 'Import gestartet',
      progress: '{{source}}: bisher {{count}} Artikel gelesen',
      'source-read': '{{source}}: {{items}} Artikel gelesen, {{problems}} Zeilen mit Problemen',
      finished: 'Import abgeschlossen: {{items}} Artikel, {{skipped}} Zeilen ausgelassen',
      failed: 'Import fehlgeschlagen: {{reason}}',
      interrupted: 'Import unterbrochen: {{reason}}; er wird in Kürze erneut versucht',
      cancelled: 'Import abgebrochen',
      'exports-not-started': 'Die Exporte nach dem Import konnten nicht gestartet werden',
      'schedule-skipped': 'Geplanter Import übersprungen: ein Import läuft noch',
    },
    export: {
      started: 'Export von {{feed}} gestartet',
      finished:
        'Export von {{feed}} abgeschlossen: {{items}} Artikel, {{skipped}} ohne ID ausgelassen, {{failed}} fehlgeschlagen',
      failed: 'Export fehlgeschlagen: {{reason}}',
      interrupted: 'Export unterbrochen: {{reason}}; er wird in Kürze erneut versucht',
      cancelled: 'Export abgebrochen',
    },
    'data-flow': {
      saved: 'Datenfluss von {{flow}} als Version {{version}} gespeichert ({{changes}})',
      restored:
        'Datenfluss von {{flow}} als Version {{version}} gespeichert (Version {{restoredFrom}} wiederhergestellt)',
      copied: 'Datenfluss von {{source}} nach {{target}} kopiert (Version {{version}})',
    },
  },
  kinds: {
    import: 'Import',
    export: 'Export',
  },
  changes: {
    added: '{{number}} hinzugefügt',
    changed: '{{number}} geändert',
    removed: '{{number}} entfernt',
    none: 'keine Spalten geändert',
  },
  reasons: {
    'no-sources': 'Die Site hat keine Datenquelle, aus der importiert werden kann',
    'source-format':
      '{{source}}: Diese Art von Quelle kann nicht importiert werden; wählen Sie ihr Format',
    unexpected: 'Der Lauf wurde unerwartet beendet',
    'process-ended':
      'Der {{kind}} endete ohne Ergebnis (sein Prozess wurde beendet); starten Sie ihn erneut',
    'process-stopped': 'sein Prozess wurde während des {{kind}}s beendet',
    'channel-gone': 'der Kanal (oder Subkanal) existiert nicht mehr',
    'no-flow': '{{feed}} hat keinen Datenfluss',
    'no-id-column':
      '{{feed}} hat keine Spalte „id“ in seinem Datenfluss: Jeder Artikel eines Feeds braucht eine',
    feed: {
      empty: '{{source}}: Die Datei ist leer',
      'not-csv': '{{source}}: Die Datei kann nicht als CSV gelesen werden',
      'not-xml': '{{source}}: Die Datei ist kein wohlgeformtes XML',
      'not-json': '{{source}}: Die Datei ist kein gültiges JSON',
      doctype: '{{source}}: XML-Dateien mit einer DOCTYPE-Angabe werden abgelehnt',
      encoding: '{{source}}: Die Zeichenkodierung der Datei kann nicht gelesen werden',
      'too-many-rows': '{{source}}: Die Datei hat zu viele Zeilen',
      'no-items': '{{source}}: Die Datei enthält keine Artikel',
    },
    fetch: {
      'bad-url': '{{source}}: Die URL ist ungültig',
      scheme: '{{source}}: Nur http- und https-URLs können abgerufen werden',
      'blocked-address': '{{source}}: Diese Adresse darf nicht abgerufen werden',
      dns: '{{source}}: Der Host wurde nicht gefunden',
      'too-many-redirects': '{{source}}: Zu viele Weiterleitungen',
      timeout: '{{source}}: Der Server hat nicht rechtzeitig geantwortet',
      'too-large': '{{source}}: Der Feed ist zu groß',
      'http-status': '{{source}}: Der Server antwortete mit {{status}}',
      connection: '{{source}}: Die Verbindung ist fehlgeschlagen',
    },
  },
};

const LOG_TEXTS_FR: LogTexts = {
  messages: {
    import: {
      started: 'Import démarré',
      progress: '{{source}} : {{count}} articles lus jusqu’ici',
      'source-read': '{{source}} : {{items}} articles lus, {{problems}} lignes avec des problèmes',
      finished: 'Import terminé : {{items}} articles, {{skipped}} lignes écartées',
      failed: 'Échec de l’import : {{reason}}',
      interrupted: 'Import interrompu : {{reason}} ; il sera relancé sous peu',
      cancelled: 'Import annulé',
      'exports-not-started': 'Les exports qui suivent l’import n’ont pas pu être lancés',
      'schedule-skipped': 'Import planifié ignoré : un import est encore en cours',
    },
    export: {
      started: 'Export de {{feed}} démarré',
      finished:
        'Export de {{feed}} terminé : {{items}} articles, {{skipped}} écartés faute d’id, {{failed}} en échec',
      failed: 'Échec de l’export : {{reason}}',
      interrupted: 'Export interrompu : {{reason}} ; il sera relancé sous peu',
      cancelled: 'Export annulé',
    },
    'data-flow': {
      saved: 'Flux de données de {{flow}} enregistré en version {{version}} ({{changes}})',
      restored:
        'Flux de données de {{flow}} enregistré en version {{version}} (version {{restoredFrom}} restaurée)',
      copied: 'Flux de données de {{source}} copié vers {{target}} (version {{version}})',
    },
  },
  kinds: {
    import: 'import',
    export: 'export',
  },
  changes: {
    added: 'colonnes ajoutées : {{number}}',
    changed: 'colonnes modifiées : {{number}}',
    removed: 'colonnes supprimées : {{number}}',
    none: 'aucune colonne modifiée',
  },
  reasons: {
    'no-sources': 'Le site n’a aucune source de données à importer',
    'source-format':
      '{{source}} : ce type de source ne peut pas être importé ; choisissez son format',
    unexpected: 'Le traitement s’est arrêté de manière inattendue',
    'process-ended':
      'L’{{kind}} s’est arrêté sans résultat (son processus a pris fin) ; relancez-le',
    'process-stopped': 'son processus s’est arrêté pendant l’{{kind}}',
    'channel-gone': 'le canal (ou sous-canal) n’existe plus',
    'no-flow': '{{feed}} n’a pas de flux de données',
    'no-id-column':
      '{{feed}} n’a pas de colonne « id » dans son flux de données : chaque article d’un flux en a besoin',
    feed: {
      empty: '{{source}} : le fichier est vide',
      'not-csv': '{{source}} : le fichier ne peut pas être lu comme CSV',
      'not-xml': '{{source}} : le fichier n’est pas un XML bien formé',
      'not-json': '{{source}} : le fichier n’est pas un JSON valide',
      doctype: '{{source}} : les fichiers XML avec une déclaration DOCTYPE sont refusés',
      encoding: '{{source}} : l’encodage des caractères du fichier est illisible',
      'too-many-rows': '{{source}} : le fichier contient trop de lignes',
      'no-items': '{{source}} : le fichier ne contient aucun article',
    },
    fetch: {
      'bad-url': '{{source}} : l’URL n’est pas valide',
      scheme: '{{source}} : seules les URL http et https peuvent être récupérées',
      'blocked-address': '{{source}} : cette adresse n’est pas autorisée',
      dns: '{{source}} : l’hôte est introuvable',
      'too-many-redirects': '{{source}} : trop de redirections',
      timeout: '{{source}} : le serveur n’a pas répondu à temps',
      'too-large': '{{source}} : le flux est trop volumineux',
      'http-status': '{{source}} : le serveur a répondu {{status}}',
      connection: '{{source}} : la connexion a échoué',
    },
  },
};

/** The `log` texts of each language. */
export const LOG_TEXTS: Readonly<Record<Language, LogTexts>> = {
  en: LOG_TEXTS_EN,
  de: LOG_TEXTS_DE,
  fr: LOG_TEXTS_FR,
};
