import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BLOG_TEXTS, DISTRICTS, DIVISIONS, MESSAGES, PASSWORD_RESET_MESSAGES, URGENCY_LABELS, VERSION_MESSAGES } from '@grant/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BN, PLACES } from './bn';

const src = path.resolve(import.meta.dirname, '..');

/**
 * The folders whose interface is wholly translated. A folder joins when its texts go through `t`
 * (typed: a text with no Bangla does not compile); this test then keeps new English from slipping in.
 */
const TRANSLATED = [
  'app',
  'components/ui',
  'i18n',
  'features/auth',
  'features/blogs',
  'features/errors',
  'features/audit',
  'features/contact',
  'features/dashboard',
  'features/donors',
  'features/notifications',
  'features/outbox',
  'features/payments',
  'features/profile',
  'features/stats',
  'features/uploads',
  'features/users',
  'features/home',
  'features/locations',
  'features/requests',
];

/** Attributes that people read or hear. */
const READ_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'caption', 'empty', 'description', 'confirmLabel']);
/** Shared text objects; shown in JSX, they must pass through `t`. */
const TEXT_OBJECTS = /^(MESSAGES|DONOR_TEXTS|NOTIFICATION_TEXTS|URGENCY_LABELS|BLOG_TEXTS|VERSION_MESSAGES|PASSWORD_RESET_MESSAGES)\b/;
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function sourceFiles(entry: string): string[] {
  const full = path.join(src, entry);
  if (/\.tsx?$/.test(entry)) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx$/.test(file) && !file.endsWith('.test.tsx'))
    .map((file) => path.join(full, file));
}

/** The web app's program, so the test can tell a prop typed `Text` (checked by the compiler) from a plain string. */
function webProgram(files: string[]) {
  const configFile = ts.findConfigFile(src, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) throw new Error('apps/web/tsconfig.json not found');
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, path.dirname(configFile));
  return ts.createProgram(files, { ...config.options, noEmit: true });
}

/**
 * English left in JSX: text between tags; a read attribute given a string literal where the prop is
 * a plain string (a prop typed `Text` is translated by its component); shared texts shown as they are.
 */
function untranslated(program: ts.Program, file: string): string[] {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in the program`);
  const checker = program.getTypeChecker();
  const found: string[] = [];
  const plainString = (node: ts.Expression) => {
    const type = checker.getContextualType(node);
    return (
      !type ||
      (type.getFlags() & ts.TypeFlags.String) !== 0 ||
      (type.isUnion() && type.types.some((part) => (part.getFlags() & ts.TypeFlags.String) !== 0))
    );
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)
          ? value.expression
          : undefined;
      if (literal && hasWords(literal.text) && plainString(literal)) found.push(`${node.name.getText()}="${literal.text}"`);
    }
    const shown = ts.isJsxExpression(node) ? node.expression : undefined;
    // As a child it is shown as it is; given to a prop typed `Text`, the component translates it.
    if (
      shown &&
      !ts.isCallExpression(shown) &&
      TEXT_OBJECTS.test(shown.getText()) &&
      (!ts.isJsxAttribute(node.parent) || plainString(shown))
    ) {
      found.push(`{${shown.getText()}}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(src, file)}: ${text}`);
}

describe('the Bangla interface', () => {
  it('leaves no English text in the JSX of the translated folders', { timeout: 120_000 }, () => {
    const files = TRANSLATED.flatMap(sourceFiles);
    const program = webProgram(files);
    expect(files.flatMap((file) => untranslated(program, file))).toEqual([]);
  });

  it('translates every shared text the server or the forms may show', () => {
    const shared = [MESSAGES, URGENCY_LABELS, BLOG_TEXTS, VERSION_MESSAGES, PASSWORD_RESET_MESSAGES].flatMap((texts) =>
      Object.values(texts),
    );
    const missing = shared.filter((text) => typeof text === 'string' && !(text in BN));
    expect(missing).toEqual([]);
  });

  it('has Bangla for every text, and placeholders that match the English', () => {
    for (const [english, bangla] of Object.entries(BN)) {
      expect(bangla, english).toMatch(/\p{Script=Bengali}|^[^\p{L}]*$/u);
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names(bangla), english).toEqual(names(english));
    }
  });

  it('names all 8 divisions and 64 districts in Bangla', () => {
    expect(DIVISIONS).toHaveLength(8);
    expect(DISTRICTS).toHaveLength(64);
    for (const place of [...DIVISIONS, ...DISTRICTS]) expect(PLACES[place.name], place.name).toBe(place.bnName);
    expect(PLACES.Dhaka).toBe('ঢাকা');
    expect(PLACES.Chattagram).toBe('চট্টগ্রাম');
    expect(PLACES.Mymensingh).toBe('ময়মনসিংহ');
    for (const name of Object.values(PLACES)) expect(name).toMatch(/^[\p{Script=Bengali}\s]+$/u);
  });
});
