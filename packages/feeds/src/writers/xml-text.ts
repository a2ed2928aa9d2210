/**
 * Characters XML 1.0 does not allow anywhere, not even escaped: C0 controls other than tab, line
 * feed and carriage return, lone surrogates, U+FFFE and U+FFFF. With the `u` flag a lone surrogate
 * is a code point of its own, so it matches; a valid pair is one code point above U+FFFF and does
 * not.
 */
const FORBIDDEN_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 forbids (a feed with one is rejected whole). */
export function stripForbiddenXmlChars(text: string): string {
  return text.replace(FORBIDDEN_XML_CHARS, '');
}

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  // A raw carriage return would be read back as a line feed (XML end-of-line handling).
  '\r': '&#13;',
};

/** Element content: forbidden characters removed, markup characters escaped. */
export function escapeXmlText(text: string): string {
  return stripForbiddenXmlChars(text).replace(/[&<>\r]/g, (char) => TEXT_ESCAPES[char]!);
}

const NAME_START = /[A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF]/u;
const NAME_CHAR = /[-.0-9A-Za-z_\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF]/u;

/**
 * A column name as the local name of an element (an NCName): every character a name may not hold
 * (a space, a colon, `/` …) becomes `_`, and a name that cannot start as it does gets a leading
 * `_`. Google's attribute names (`image_link`, `gtin` …) pass unchanged.
 */
export function xmlLocalName(columnName: string): string {
  const chars = [...columnName].map((char) => (NAME_CHAR.test(char) ? char : '_'));
  const name = chars.join('');
  if (name === '') return '_';
  return NAME_START.test(chars[0]!) ? name : `_${name}`;
}
