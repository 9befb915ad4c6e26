import type { FastifyReply } from 'fastify';

/** The page a caller asks for (page counts from 1), as every list query schema gives it. */
export interface Paging {
  page: number;
  limit: number;
}

/** The rows a repository reads for a page. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** One page of a list and the number of rows the whole list has. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

export const windowOf = ({ page, limit }: Paging): PageWindow => ({ offset: (page - 1) * limit, limit });

/** A page as every list of the API answers it: the rows in the body (an array, as the spec's client expects), the total in X-Total-Count. */
export function sendPage<Row, Shown>(reply: FastifyReply, page: Page<Row>, show: (row: Row) => Shown): Shown[] {
  reply.header('x-total-count', String(page.total));
  return page.rows.map(show);
}
