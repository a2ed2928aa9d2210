import { fieldsOf, ROW_ID, type FlowColumn } from './definition';
import { FLOW_LIMITS } from './limits';

/** What is wrong with a column; the editor words each, the API answers them as invalid params. */
export type ColumnProblem =
  | 'name-empty'
  | 'name-duplicate'
  | 'name-reserved'
  | 'field-empty'
  | 'unknown-field'
  | 'concat-empty'
  | 'replace-empty'
  | 'round-decimals';

export interface FlowProblem {
  /** The column's position in the flow. */
  column: number;
  problem: ColumnProblem;
  /** The field it names, for `unknown-field`. */
  field?: string;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Every problem of a flow, column by column. `fields` are the item fields the site has: a column
 * reading another one is flagged (without it, fields are not checked). Names are compared trimmed
 * and without regard to case, as a marketplace reads a header.
 */
export function flowProblems(
  columns: readonly FlowColumn[],
  fields?: ReadonlySet<string>,
): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const seen = new Map<string, number>();
  columns.forEach((column, index) => {
    const key = nameKey(column.name);
    if (key === '') problems.push({ column: index, problem: 'name-empty' });
    else if (key === ROW_ID) problems.push({ column: index, problem: 'name-reserved' });
    else if (seen.has(key)) problems.push({ column: index, problem: 'name-duplicate' });
    else seen.set(key, index);

    if (column.source.kind === 'concat' && column.source.parts.length === 0) {
      problems.push({ column: index, problem: 'concat-empty' });
    }
    const read = new Set(fieldsOf(column));
    if (read.has('')) problems.push({ column: index, problem: 'field-empty' });
    if (fields) {
      for (const field of read) {
        if (field !== '' && !fields.has(field)) {
          problems.push({ column: index, problem: 'unknown-field', field });
        }
      }
    }
    for (const step of column.transforms ?? []) {
      if (step.op === 'replace' && step.search === '') {
        problems.push({ column: index, problem: 'replace-empty' });
      }
      if (
        step.op === 'round' &&
        !(
          Number.isInteger(step.decimals) &&
          step.decimals >= 0 &&
          step.decimals <= FLOW_LIMITS.maxDecimals
        )
      ) {
        problems.push({ column: index, problem: 'round-decimals' });
      }
    }
  });
  return problems;
}
