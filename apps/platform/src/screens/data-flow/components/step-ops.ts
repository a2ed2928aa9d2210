import type { TransformOp } from '@feedline/data-flow';

/** The steps a chain offers, in the order the menu lists them. */
export const STEP_OPS: TransformOp[] = [
  'replace',
  'uppercase',
  'lowercase',
  'trim',
  'round',
  'prefix',
  'suffix',
  'default',
];
