import type { ReactNode } from 'react';
import type { Column } from './data-table';

/** Whether React draws anything for a cell: it draws nothing for null, undefined, booleans and ''. */
export const drawsSomething = (value: ReactNode): boolean =>
  value !== null && value !== undefined && typeof value !== 'boolean' && value !== '';

/**
 * A row's label/value lines on a phone card: every column but the card's title and the row number,
 * leaving out a line with nothing to show (a table keeps its empty cell, for its column).
 */
export function cardLines<T>(columns: readonly Column<T>[], row: T, index: number) {
  return columns
    .filter((column) => !column.primary && column.header !== '#')
    .map((column) => ({ column, value: column.cell(row, index) }))
    .filter(({ value }) => drawsSomething(value));
}
