import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPagePath } from '@grant/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/**
 * Literals that only look like page URLs: the spec's footer spells '/Dashboard'; the manifest's id and scope
 * are the origin's root; base64url decoding puts back a '/'.
 */
const ALLOWED = new Set(['app/navigation.ts /Dashboard', 'lib/web-manifest.ts /', 'features/push/api/device-push.ts /']);

/** The app's code: the service worker (its own build, no @grant/shared) and the tests aside. */
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('sw/') && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, source: ts.createSourceFile(file, readFileSync(path.join(src, file), 'utf8'), ts.ScriptTarget.Latest, true) }));

const API_CALLS = new Set(['apiRequest', 'apiPage', 'usePagedList']);
/** The list hook's own call passes on the schema its caller named (`usePagedList<typeof xSchema>`). */
const PASSES_ON = new Set(['lib/use-paged-list.ts apiPage<S>(url)']);
const isApiCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && API_CALLS.has(node.expression.text);

/** A literal's text, a UUID standing for each `${...}` (the `:id` of a page). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `00000000-0000-4000-8000-000000000000${span.literal.text}`).join('');
  }
  return undefined;
}

function visit(node: ts.Node, found: (node: ts.Node) => void) {
  found(node);
  // An API call's path is the server's, not a page (`/search` is both).
  if (!isApiCall(node)) node.forEachChild((child) => visit(child, found));
}

describe('types and page URLs are written once', () => {
  it('every API call names its answer by the shared schema its route declares (`typeof xSchema`), not by a type written here', () => {
    const restated: string[] = [];
    for (const { file, source } of files) {
      visit(source, (node) => {
        if (!isApiCall(node)) return;
        const [answer, ...more] = node.typeArguments ?? [];
        const namesSchema = answer && ts.isTypeQueryNode(answer) && /Schema$/.test(answer.exprName.getText(source)) && !more.length;
        if (!namesSchema && !PASSES_ON.has(`${file} ${node.getText(source)}`))
          restated.push(`${file}: ${node.getText(source).slice(0, 80)}`);
      });
    }
    expect(restated).toEqual([]);
  });

  it("the app's own page URLs come from PAGE_PATHS (pagePath, withQuery), never from a string written here", () => {
    const literals: string[] = [];
    for (const { file, source } of files) {
      visit(source, (node) => {
        const text = literalText(node);
        if (text === undefined || !text.startsWith('/')) return;
        const page = matchPagePath(text.split(/[?#]/)[0] ?? '');
        if (page && !ALLOWED.has(`${file} ${text}`)) literals.push(`${file}: ${node.getText(source)}`);
      });
    }
    expect(literals).toEqual([]);
  });
});
