import type { SaxesTagNS } from 'saxes';
import { MAX_VALUE_BYTES, type FieldValue } from './types';

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
export const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** Enough characters to know a value is too long without keeping an endless text node. */
const MAX_TEXT_CHARS = MAX_VALUE_BYTES + 1;

export type XmlMode = 'google' | 'generic';

/** Where an element's value goes, and how much it counts against another source of the same. */
export interface FieldTarget {
  key: string;
  /** A g: field beats the item's own title/link, an element beats an attribute. */
  priority: number;
  /** A value taken from an attribute (Atom's link href) rather than the text. */
  fixedValue?: string;
}

const RSS_ITEM_FIELDS: Record<string, string> = {
  title: 'title',
  link: 'link',
  description: 'description',
};
const ATOM_ENTRY_FIELDS: Record<string, string> = {
  title: 'title',
  link: 'link',
  summary: 'description',
};

function atomLinkHref(tag: SaxesTagNS): string | undefined {
  const rel = tag.attributes.rel?.value ?? 'alternate';
  return rel === 'alternate' ? (tag.attributes.href?.value ?? '') : undefined;
}

function googleTarget(tag: SaxesTagNS): FieldTarget | undefined {
  if (tag.uri === GOOGLE_NS) return { key: tag.local, priority: 2 };
  if (tag.uri === '') {
    const key = RSS_ITEM_FIELDS[tag.local];
    return key === undefined ? undefined : { key, priority: 1 };
  }
  if (tag.uri !== ATOM_NS) return undefined;
  const key = ATOM_ENTRY_FIELDS[tag.local];
  if (key === undefined) return undefined;
  if (tag.local !== 'link') return { key, priority: 1 };
  const href = atomLinkHref(tag);
  return href === undefined ? undefined : { key, priority: 1, fixedValue: href };
}

/** The field an element directly inside an item fills, or undefined to ignore the element. */
export function fieldTarget(tag: SaxesTagNS, mode: XmlMode): FieldTarget | undefined {
  return mode === 'google' ? googleTarget(tag) : { key: tag.local.trim(), priority: 2 };
}

/** A nested element (g:shipping/g:country) becomes `shipping.country`. */
export function nestedTarget(parent: FieldTarget, tag: SaxesTagNS): FieldTarget {
  return { key: `${parent.key}.${tag.local.trim()}`, priority: parent.priority };
}

/** Appends text to a value under construction, keeping no more than a too-long check needs. */
export function appendCapped(current: string, text: string): string {
  if (current.length >= MAX_TEXT_CHARS) return current;
  const joined = current + text;
  return joined.length > MAX_TEXT_CHARS ? joined.slice(0, MAX_TEXT_CHARS) : joined;
}

/** Collects one item's values: repeated elements are joined with commas. */
export class ItemFields {
  private readonly values = new Map<string, { priority: number; parts: string[] }>();

  add(target: FieldTarget, rawValue: string): void {
    const value = rawValue.trim();
    const existing = this.values.get(target.key);
    if (existing === undefined || target.priority > existing.priority) {
      this.values.set(target.key, { priority: target.priority, parts: value ? [value] : [] });
    } else if (target.priority === existing.priority && value) {
      existing.parts.push(value);
    }
  }

  toData(): Record<string, FieldValue> {
    return Object.fromEntries(
      [...this.values].map(([key, { parts }]) => [key, parts.length > 0 ? parts.join(',') : null]),
    );
  }
}
