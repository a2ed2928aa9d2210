/** The bounds of a data flow, checked by the schema and shown by the editor. */
export const FLOW_LIMITS = {
  columns: 300,
  nameLength: 100,
  textLength: 1000,
  transforms: 20,
  concatParts: 20,
  maxDecimals: 6,
} as const;
