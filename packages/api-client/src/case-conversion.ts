/** Key conversion for services that speak kebab-case JSON (`X-Convert-Case: true`, spec §7). */

export function camelToKebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter, offset: number) =>
    offset === 0 ? letter.toLowerCase() : `-${letter.toLowerCase()}`,
  );
}

export function kebabToCamel(key: string): string {
  return key.replace(/-+([a-zA-Z0-9])/g, (_match, next: string) => next.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Renames the keys of plain objects at every depth (arrays included); values stay untouched. */
export function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[convert(key)] = convertKeys(item, convert);
  }
  return result;
}

export function toKebabKeys(value: unknown): unknown {
  return convertKeys(value, camelToKebab);
}

export function toCamelKeys(value: unknown): unknown {
  return convertKeys(value, kebabToCamel);
}
