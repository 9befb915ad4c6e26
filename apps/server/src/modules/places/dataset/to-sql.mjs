// Prints the place data as SQL: `node to-sql.mjs > out.sql`. Multi-row INSERTs for the tables
// areas(id, name, name_bn, division, district, kind, lat, lon) and
// hospitals(id, name, name_bn, division, district, kind, ownership, lat, lon),
// statements separated by drizzle's `--> statement-breakpoint` line.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ROWS_PER_STATEMENT = 200;

/** A SQL literal: strings in single quotes with quotes doubled (standard_conforming_strings), numbers checked finite. */
function literal(value) {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value !== 'string') throw new Error(`unexpected value ${JSON.stringify(value)}`);
  if (value.includes('\0')) throw new Error('NUL in a string');
  return `'${value.replaceAll("'", "''")}'`;
}

function inserts(table, columns, fields, rows) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const values = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => `  (${fields.map((f) => literal(row[f])).join(', ')})`);
    statements.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${values.join(',\n')};`);
  }
  return statements;
}

const read = (file) => JSON.parse(readFileSync(join(here, file), 'utf8'));
const statements = [
  ...inserts(
    'areas',
    ['id', 'name', 'name_bn', 'division', 'district', 'kind', 'lat', 'lon'],
    ['id', 'name', 'nameBn', 'division', 'district', 'kind', 'lat', 'lon'],
    read('areas.json'),
  ),
  ...inserts(
    'hospitals',
    ['id', 'name', 'name_bn', 'division', 'district', 'kind', 'ownership', 'lat', 'lon'],
    ['id', 'name', 'nameBn', 'division', 'district', 'kind', 'ownership', 'lat', 'lon'],
    read('hospitals.json'),
  ),
];
process.stdout.write(`${statements.join('\n--> statement-breakpoint\n')}\n`);
