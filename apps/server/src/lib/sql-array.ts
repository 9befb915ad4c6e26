/**
 * A PostgreSQL array literal ('{a,b}') of values that need no quoting (integers, uuids, blood
 * groups), passed as one text parameter and cast in the statement (`${arrayLiteral(ids)}::uuid[]`):
 * both drivers (pg, PGlite) send a string alike, where each turns a JavaScript array into its own form.
 */
export const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
