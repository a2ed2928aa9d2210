import type { Locale } from './identity/messages';

export interface DemoSection {
  heading: string;
  paragraphs: string[];
}

export interface DemoPageText {
  title: string;
  intro: string;
  sections: DemoSection[];
}

export interface DemoPagesText {
  /** The note at the top of each page: what the page stands in for. */
  note: string;
  languages: string;
  backToFeedline: string;
  toHelp: string;
  toPortal: string;
  supportHeading: string;
  /** `{email}` is the support team's address, as a link. */
  supportText: string;
  portal: DemoPageText;
  help: DemoPageText;
  shop: DemoShopText;
}

/** The demo shops' pages: the pages the demo items' links lead to. */
export interface DemoShopText {
  note: string;
  /** `{shop}` is the shop's name (acme.nl). */
  title: string;
  products: string;
  /** `{shop}`, as in `title`. */
  toShop: string;
  sku: string;
  price: string;
  availability: string;
  inStock: string;
  outOfStock: string;
  brand: string;
  color: string;
  category: string;
  gtin: string;
  noGtin: string;
}

const en: DemoPagesText = {
  note: 'This page is part of the Feedline demo. A real installation links to its own content portal and help centre here.',
  languages: 'Language',
  backToFeedline: 'Back to Feedline',
  toHelp: 'Read the help pages',
  toPortal: 'Open the Content Portal',
  supportHeading: 'Getting help',
  supportText: 'Write to the support team at {email}.',
  portal: {
    title: 'Content Portal',
    intro:
      'The Content Portal collects the product content your sales channels ask for — texts, pictures and attributes — in one place, next to your feeds.',
    sections: [
      {
        heading: 'Richer product content',
        paragraphs: [
          'Channels rank products with complete titles, descriptions and pictures higher. The portal shows which items lack them, per channel.',
        ],
      },
      {
        heading: 'One source for every channel',
        paragraphs: [
          'Content entered here reaches every channel through its data flow, so a correction is made once and exported everywhere.',
        ],
      },
    ],
  },
  help: {
    title: 'Feedline help',
    intro:
      'How product data travels through Feedline, from the feeds you import to the channels you export to.',
    sections: [
      {
        heading: 'Feeds and data sources',
        paragraphs: [
          'A site reads its products from one or more data sources: a CSV or XML file at an address, or an uploaded file. Each import reads every source and merges the items by their id.',
          'The data sources page shows the last import; rows that could not be read are listed in the error log with the reason.',
        ],
      },
      {
        heading: 'Data flows',
        paragraphs: [
          'A data flow decides which columns a channel receives and where each column takes its value from: an item field or a fixed value.',
          'Sub-channels can have a data flow of their own, for example to name a different product type for shoes and for bags.',
        ],
      },
      {
        heading: 'Exports',
        paragraphs: [
          'Each channel publishes its feed at its own address, as CSV, TSV or a Google Merchant XML feed. An export runs after an import or on its schedule.',
          'A failed export is shown on the site dashboard and in the error log, with what to change in the data flow.',
        ],
      },
    ],
  },
  shop: {
    note: 'This shop is part of the Feedline demo: the shop and its products are made up. In a real feed, an item’s link leads to its page in the shop.',
    title: '{shop} — demo shop',
    products: 'Products',
    toShop: 'All products of {shop}',
    sku: 'Item number',
    price: 'Price',
    availability: 'Availability',
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    brand: 'Brand',
    color: 'Colour',
    category: 'Category',
    gtin: 'GTIN',
    noGtin: 'none',
  },
};

const de: DemoPagesText = {
  note: 'Diese Seite gehört zur Feedline-Demo. Eine echte Installation verweist hier auf ihr eigenes Content-Portal und Hilfe-Center.',
  languages: 'Sprache',
  backToFeedline: 'Zurück zu Feedline',
  toHelp: 'Zur Hilfe',
  toPortal: 'Content-Portal öffnen',
  supportHeading: 'Hilfe erhalten',
  supportText: 'Schreiben Sie dem Support-Team an {email}.',
  portal: {
    title: 'Content-Portal',
    intro:
      'Das Content-Portal sammelt die Produktinhalte, die Ihre Vertriebskanäle verlangen — Texte, Bilder und Attribute — an einem Ort, neben Ihren Feeds.',
    sections: [
      {
        heading: 'Reichhaltigere Produktinhalte',
        paragraphs: [
          'Kanäle stufen Produkte mit vollständigen Titeln, Beschreibungen und Bildern höher ein. Das Portal zeigt je Kanal, welchen Artikeln sie fehlen.',
        ],
      },
      {
        heading: 'Eine Quelle für alle Kanäle',
        paragraphs: [
          'Hier erfasste Inhalte erreichen jeden Kanal über seinen Datenfluss: Eine Korrektur wird einmal gemacht und überall exportiert.',
        ],
      },
    ],
  },
  help: {
    title: 'Feedline-Hilfe',
    intro:
      'Wie Produktdaten durch Feedline laufen: von den importierten Feeds bis zu den Kanälen, in die Sie exportieren.',
    sections: [
      {
        heading: 'Feeds und Datenquellen',
        paragraphs: [
          'Eine Site liest ihre Produkte aus einer oder mehreren Datenquellen: einer CSV- oder XML-Datei unter einer Adresse oder einer hochgeladenen Datei. Jeder Import liest alle Quellen und führt die Artikel über ihre ID zusammen.',
          'Die Seite der Datenquellen zeigt den letzten Import; Zeilen, die nicht gelesen werden konnten, stehen mit dem Grund im Fehlerprotokoll.',
        ],
      },
      {
        heading: 'Datenflüsse',
        paragraphs: [
          'Ein Datenfluss legt fest, welche Spalten ein Kanal erhält und woher jede Spalte ihren Wert nimmt: aus einem Artikelfeld oder einem festen Wert.',
          'Unterkanäle können einen eigenen Datenfluss haben, etwa um für Schuhe und Taschen verschiedene Produkttypen zu nennen.',
        ],
      },
      {
        heading: 'Exporte',
        paragraphs: [
          'Jeder Kanal veröffentlicht seinen Feed unter einer eigenen Adresse, als CSV, TSV oder Google-Merchant-XML. Ein Export läuft nach einem Import oder nach seinem Zeitplan.',
          'Ein fehlgeschlagener Export erscheint im Site-Dashboard und im Fehlerprotokoll, mit dem, was im Datenfluss zu ändern ist.',
        ],
      },
    ],
  },
  shop: {
    note: 'Dieser Shop gehört zur Feedline-Demo: Der Shop und seine Produkte sind erfunden. In einem echten Feed führt der Link eines Artikels zu seiner Seite im Shop.',
    title: '{shop} – Demo-Shop',
    products: 'Produkte',
    toShop: 'Alle Produkte von {shop}',
    sku: 'Artikelnummer',
    price: 'Preis',
    availability: 'Verfügbarkeit',
    inStock: 'Auf Lager',
    outOfStock: 'Nicht auf Lager',
    brand: 'Marke',
    color: 'Farbe',
    category: 'Kategorie',
    gtin: 'GTIN',
    noGtin: 'keine',
  },
};

const fr: DemoPagesText = {
  note: 'Cette page fait partie de la démo de Feedline. Une installation réelle renvoie ici vers son propre portail de contenu et son centre d’aide.',
  languages: 'Langue',
  backToFeedline: 'Retour à Feedline',
  toHelp: 'Lire l’aide',
  toPortal: 'Ouvrir le Content Portal',
  supportHeading: 'Obtenir de l’aide',
  supportText: 'Écrivez à l’équipe support à l’adresse {email}.',
  portal: {
    title: 'Content Portal',
    intro:
      'Le Content Portal rassemble le contenu produit que demandent vos canaux de vente — textes, images et attributs — en un seul endroit, à côté de vos flux.',
    sections: [
      {
        heading: 'Un contenu produit plus riche',
        paragraphs: [
          'Les canaux classent mieux les produits dont le titre, la description et les images sont complets. Le portail montre, par canal, les articles auxquels ils manquent.',
        ],
      },
      {
        heading: 'Une seule source pour tous les canaux',
        paragraphs: [
          'Le contenu saisi ici parvient à chaque canal par son flux de données : une correction se fait une fois et s’exporte partout.',
        ],
      },
    ],
  },
  help: {
    title: 'Aide de Feedline',
    intro:
      'Comment les données produit traversent Feedline, des flux importés jusqu’aux canaux vers lesquels vous exportez.',
    sections: [
      {
        heading: 'Flux et sources de données',
        paragraphs: [
          'Un site lit ses produits depuis une ou plusieurs sources de données : un fichier CSV ou XML à une adresse, ou un fichier envoyé. Chaque import lit toutes les sources et fusionne les articles par leur identifiant.',
          'La page des sources de données montre le dernier import ; les lignes illisibles figurent dans le journal des erreurs avec leur raison.',
        ],
      },
      {
        heading: 'Flux de données',
        paragraphs: [
          'Un flux de données décide des colonnes que reçoit un canal et d’où chaque colonne tire sa valeur : un champ de l’article ou une valeur fixe.',
          'Les sous-canaux peuvent avoir leur propre flux de données, par exemple pour nommer un autre type de produit pour les chaussures et pour les sacs.',
        ],
      },
      {
        heading: 'Exports',
        paragraphs: [
          'Chaque canal publie son flux à sa propre adresse, en CSV, TSV ou XML Google Merchant. Un export s’exécute après un import ou selon sa planification.',
          'Un export en échec apparaît sur le tableau de bord du site et dans le journal des erreurs, avec ce qu’il faut changer dans le flux de données.',
        ],
      },
    ],
  },
  shop: {
    note: 'Cette boutique fait partie de la démo de Feedline : la boutique et ses produits sont inventés. Dans un vrai flux, le lien d’un article mène à sa page dans la boutique.',
    title: '{shop} – boutique de démo',
    products: 'Produits',
    toShop: 'Tous les produits de {shop}',
    sku: 'Référence',
    price: 'Prix',
    availability: 'Disponibilité',
    inStock: 'En stock',
    outOfStock: 'En rupture de stock',
    brand: 'Marque',
    color: 'Couleur',
    category: 'Catégorie',
    gtin: 'GTIN',
    noGtin: 'aucun',
  },
};

export const DEMO_PAGES_TEXT: Record<Locale, DemoPagesText> = { en, de, fr };
