/**
 * JSON that is safe inside a <script> element: `<` is written as its \u003c escape, so the text can
 * never close the element (`</script>`) or open a comment (`<!--`); JSON.parse reads it back unchanged.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
