import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface ChartFigureProps {
  /** Already in the chosen language, as are the table's headers and cells. */
  title: string;
  /** The chart's figures as a table, for screen readers: the drawing itself is hidden from them. */
  table: { headers: readonly string[]; rows: readonly (readonly string[])[] };
  children: ReactNode;
}

/** A chart with its title, and its figures as a table that screen readers read instead of the drawing. */
export function ChartFigure({ title, table, children }: ChartFigureProps) {
  return (
    <Card>
      <figure>
        <figcaption className="font-semibold text-stone-900">{title}</figcaption>
        <div aria-hidden="true" className="mt-3 h-64">
          {children}
        </div>
        {/* On a wrapper: a table keeps the width of its cells, whatever width it is given. */}
        <div className="sr-only">
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={`h${cell}`} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={table.headers[i]}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </Card>
  );
}
