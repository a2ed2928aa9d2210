import { SaxesParser, type SaxesTagNS } from 'saxes';
import { FeedError, type RawRecord } from './types';
import {
  appendCapped,
  fieldTarget,
  ItemFields,
  nestedTarget,
  type FieldTarget,
  type XmlMode,
} from './xml-fields';

export interface XmlSettings {
  mode: XmlMode;
  /** xml-generic: local names from the root to the item; '*' matches any name. */
  itemPath?: string[];
}

const GOOGLE_ITEM_PATHS: Record<string, string[]> = {
  rss: ['rss', 'channel', 'item'],
  feed: ['feed', 'entry'],
};

/** An element being read inside an item: a field (depth 1) or a nested one (depth 2). */
interface OpenField {
  target: FieldTarget | undefined;
  text: string;
  hasChildren: boolean;
}

/** The items' path: given, or Google's for RSS/Atom, or every child of the root. */
export function parseItemPath(itemPath: string | undefined): string[] | undefined {
  const names = itemPath
    ?.split('/')
    .map((name) => name.trim())
    .filter(Boolean);
  return names && names.length > 0 ? names : undefined;
}

function itemPathFor(settings: XmlSettings, root: string): string[] {
  if (settings.mode === 'google') return GOOGLE_ITEM_PATHS[root] ?? [];
  return settings.itemPath ?? [root, '*'];
}

function matchesPath(names: string[], path: string[]): boolean {
  return names.length === path.length && path.every((name, i) => name === '*' || name === names[i]);
}

/** Turns saxes events into one record per item element. */
function createItemCollector(settings: XmlSettings, emit: (record: RawRecord) => void) {
  const names: string[] = [];
  let path: string[] = [];
  let item: ItemFields | undefined;
  let fields: OpenField[] = [];
  let position = 0;

  const depthInItem = () => names.length - path.length;

  function openInItem(tag: SaxesTagNS): void {
    const depth = depthInItem();
    const parent = fields[fields.length - 1];
    if (depth === 1) {
      fields.push({ target: fieldTarget(tag, settings.mode), text: '', hasChildren: false });
    } else if (depth === 2 && parent) {
      parent.hasChildren = true;
      const target = parent.target && nestedTarget(parent.target, tag);
      fields.push({ target, text: '', hasChildren: false });
    }
  }

  function closeInItem(depth: number): void {
    if (depth > 2) return;
    const field = fields.pop();
    if (field?.target && !field.hasChildren) {
      item?.add(field.target, field.target.fixedValue ?? field.text);
    }
  }

  function startItem(tag: SaxesTagNS): void {
    item = new ItemFields();
    fields = [];
    if (settings.mode === 'generic') {
      for (const attribute of Object.values(tag.attributes)) {
        if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
        item.add({ key: attribute.local.trim(), priority: 1 }, attribute.value);
      }
    }
  }

  return {
    open(tag: SaxesTagNS): void {
      names.push(tag.local);
      if (names.length === 1) path = itemPathFor(settings, tag.local);
      if (item) openInItem(tag);
      else if (matchesPath(names, path)) startItem(tag);
    },
    close(): void {
      const depth = depthInItem();
      if (item && depth === 0) {
        position += 1;
        emit({ kind: 'record', row: position, data: item.toData() });
        item = undefined;
      } else if (item) {
        closeInItem(depth);
      }
      names.pop();
    },
    text(text: string): void {
      const field = fields[fields.length - 1];
      if (item && field) field.text = appendCapped(field.text, text);
    },
  };
}

function createParser(collector: ReturnType<typeof createItemCollector>) {
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('doctype', () => {
    throw new FeedError('doctype', 'XML files with a DOCTYPE are refused (entity expansion risk).');
  });
  parser.on('error', (error) => {
    throw new FeedError('not-xml', `The file is not well-formed XML: ${error.message}`);
  });
  parser.on('opentag', collector.open);
  parser.on('closetag', collector.close);
  parser.on('text', collector.text);
  parser.on('cdata', collector.text);
  return parser;
}

/** Streams the items of an XML feed; saxes never expands entities and a DOCTYPE is refused. */
export async function* readXml(
  text: AsyncIterable<string>,
  settings: XmlSettings,
): AsyncGenerator<RawRecord> {
  const pending: RawRecord[] = [];
  const parser = createParser(createItemCollector(settings, (record) => pending.push(record)));
  for await (const chunk of text) {
    parser.write(chunk);
    yield* pending.splice(0);
  }
  parser.close();
  yield* pending.splice(0);
}
