import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as shared from '@grant/shared';
import { DISTRICTS, DIVISIONS } from '@grant/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BN, PLACES } from './bn';

const src = path.resolve(import.meta.dirname, '..');
const serverSrc = path.resolve(src, '../../server/src');
const sharedSrc = path.resolve(src, '../../../packages/shared/src');

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
  'features/blood-banks',
  'features/errors',
  'features/audit',
  'features/contact',
  'features/dashboard',
  'features/donors',
  'features/drives',
  'features/notifications',
  'features/outbox',
  'features/payments',
  'features/privacy',
  'features/profile',
  'features/push',
  'features/stats',
  'features/uploads',
  'features/users',
  'features/home',
  'features/locations',
  'features/moderation',
  'features/requests',
  'features/places',
  'features/surges',
];

/** Attributes that people read or hear. */
const READ_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'caption', 'empty', 'description', 'confirmLabel']);
/** Shared text objects; shown in JSX, they must pass through `t`. */
const TEXT_OBJECTS = /^(MESSAGES|DONOR_TEXTS|NOTIFICATION_TEXTS|URGENCY_LABELS|BLOG_TEXTS|VERSION_MESSAGES|PASSWORD_RESET_MESSAGES)\b/;
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** packages/shared's texts: its exported strings, and the strings of its exported text objects (`*_TEXTS`, `*_MESSAGES`, …). */
const TEXT_OBJECT_NAME = /(^|_)(TEXTS|MESSAGES|ERRORS|LABELS)$/;
function sharedTexts(): string[] {
  return Object.entries(shared).flatMap(([name, value]) => {
    if (typeof value === 'string') return [value];
    if (TEXT_OBJECT_NAME.test(name) && value && typeof value === 'object') {
      return Object.values(value).filter((text): text is string => typeof text === 'string');
    }
    return [];
  });
}

function typescriptFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.join(folder, file));
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
/** Words in a sentence (`'No user was found.'`), not a key or a name (`'active'`, `'{route}'`). */
const isSentence = (text: string) => /\p{L}{2,}\s+\p{L}/u.test(text);
const hasWrittenText = (node: ts.Node): boolean =>
  ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isSentence(node.text)) ||
  (ts.isTemplateExpression(node) && isSentence(node.head.text + node.templateSpans.map((span) => span.literal.text).join(' '))) ||
  ts.forEachChild(node, hasWrittenText) === true;

/** The helpers of apps/server/src/lib/app-error.ts that make an error from a message (`badRequest`, `notFound`, …). */
function errorHelpers(): Set<string> {
  const text = readFileSync(path.join(serverSrc, 'lib/app-error.ts'), 'utf8');
  return new Set([...text.matchAll(/export const (\w+) = \(message: string\)/g)].map((match) => match[1] ?? ''));
}
/** Errors built with a message at the given argument. */
const ERROR_CLASSES: Record<string, number> = { AppError: 1, PaymentProviderError: 1, WebhookRejectedError: 0 };
/** Where a `message` is not for the people using the app: the operator's start-up checks, the demo content. */
const NOT_SHOWN = /^(config\.ts|db[\\/]seed[\\/])/;

/**
 * Messages the server writes inline instead of taking them from packages/shared (where they get their
 * Bangla): text given to an error helper or error class, or as an answer's `message`.
 */
function inlineServerMessages(file: string): string[] {
  const helpers = errorHelpers();
  const found: string[] = [];
  const check = (message: ts.Node | undefined) => {
    if (message && hasWrittenText(message)) found.push(`${path.relative(serverSrc, file)}: ${message.getText()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) check(node.arguments[0]);
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in ERROR_CLASSES) {
      check(node.arguments?.[ERROR_CLASSES[node.expression.text] ?? 0]);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') check(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/** Validation messages written in packages/shared's schemas: `{ error: '…' }` and issues' `message: '…'`. */
function schemaMessages(file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ['error', 'message'].includes(node.name.getText())) {
      const value = node.initializer;
      if ((ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && hasWords(value.text)) found.push(value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/**
 * The messages of packages/shared's `requiredText(label, max)` and `optionalText(label, max)` fields, worked out as they write them:
 * `max` is a number or one of the shared LIMITS.
 */
function requiredTextMessages(file: string): string[] {
  const found: string[] = [];
  const limits = shared.LIMITS as Record<string, number>;
  const visit = (node: ts.Node) => {
    const helper = ts.isCallExpression(node) ? node.expression.getText() : '';
    if (ts.isCallExpression(node) && (helper === 'requiredText' || helper === 'optionalText')) {
      const [label, max] = node.arguments;
      if (!label || !ts.isStringLiteral(label) || !max) throw new Error(`${file}: ${helper} with a label that is not a string`);
      const maxValue = ts.isNumericLiteral(max) ? Number(max.text) : limits[max.getText().replace(/^LIMITS\./, '')];
      if (maxValue === undefined) throw new Error(`${file}: ${helper}('${label.text}', ${max.getText()}) has a max this test cannot read`);
      const messages = shared.requiredTextMessages(label.text, maxValue);
      // An optional field says only its length (optionalText, the Bangla of a name).
      found.push(...(helper === 'requiredText' ? [messages.required] : []), messages.tooLong);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

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

  it('translates every text of packages/shared: the server sends them, the pages show them', () => {
    expect(sharedTexts().filter((text) => !(text in BN))).toEqual([]);
  });

  it("translates the validation messages written in packages/shared's schemas", () => {
    const messages = typescriptFiles(sharedSrc).flatMap(schemaMessages);
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter((text) => !(text in BN))).toEqual([]);
  });

  it("translates the messages of packages/shared's required text fields, which name the field", () => {
    const messages = typescriptFiles(sharedSrc).flatMap(requiredTextMessages);
    expect(messages).toContain('Reason is required.');
    expect(messages).toContain('Title in Bangla must be at most 150 characters.');
    expect(messages.filter((text) => !(text in BN))).toEqual([]);
  });

  it('takes every message the server sends from packages/shared, none written inline', () => {
    const files = typescriptFiles(serverSrc).filter((file) => !NOT_SHOWN.test(path.relative(serverSrc, file)));
    expect(files.flatMap(inlineServerMessages)).toEqual([]);
  });

  it('has Bangla for every text, and placeholders that match the English', () => {
    for (const [english, bangla] of Object.entries(BN)) {
      expect(bangla, english).toMatch(/\p{Script=Bengali}|^[^\p{L}]*$/u);
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names(bangla), english).toEqual(names(english));
    }
  });

  it('says লগইন and লগআউট for signing in and out, never সাইন ইন or সাইন আউট (one term per idea, decision 0018)', () => {
    expect(Object.values(BN).filter((bangla) => bangla.includes('সাইন'))).toEqual([]);
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
