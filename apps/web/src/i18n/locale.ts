import { MANIFEST_HREF } from '../lib/web-manifest';
import type { BN } from './bn';

/**
 * The interface's language. English is written in the code itself; Bangla is a dictionary from the
 * English text to its translation, loaded as a chunk of its own only when Bangla is chosen, so
 * English visitors never download it (docs/decisions/0018-bangla-interface.md).
 */
export type Locale = 'en' | 'bn';
/** An English text of the interface that has a Bangla translation: `t` takes only these. */
export type Text = keyof typeof BN;
export type TextValues = Record<string, string | number>;

const STORAGE_KEY = 'locale';
let locale: Locale = 'en';
let texts: Readonly<Record<string, string>> = {};
let places: Readonly<Record<string, string>> = {};
let bnNumber: Intl.NumberFormat | undefined;
/** Bangla's digits and typed times, from the dictionary's chunk; undefined on an English page. */
let banglaWriting: Pick<typeof import('./bn'), 'banglaDigits' | 'banglaTypedTime'> | undefined;
const listeners = new Set<() => void>();

export const getLocale = (): Locale => locale;

export const subscribeLocale = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Numbers in the chosen language's digits: '১২' in Bangla. English keeps its plain digits. */
export const formatNumber = (value: number): string => (bnNumber ? bnNumber.format(value) : String(value));

/**
 * A context after the English text, `'Login|submit'`: one English word that Bangla says two ways (the
 * link and title 'লগইন', the button 'লগইন করুন') gets a key of its own; English shows the text before it.
 */
const CONTEXT = /\|[a-z]+$/;

/**
 * The text in the chosen language; `{name}` placeholders are filled from `values`, numbers in the
 * language's digits. Takes any string, so server messages (English) are translated too; an unknown
 * text stays English. Components use `useT()`, typed to known texts, instead.
 */
export const translate = (text: string, values?: TextValues): string =>
  (texts[text] ?? text.replace(CONTEXT, '')).replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values?.[name];
    return value === undefined ? match : typeof value === 'number' ? formatNumber(value) : value;
  });

/** Digits written as they are (the spec's fixed hints, '40 (2%)') in the chosen language's digits. */
export const localizeDigits = (text: string): string => (banglaWriting ? banglaWriting.banglaDigits(text) : text);

/** A time people typed (a donation time such as '10:30 AM') in the chosen language: 'সকাল ১০:৩০' in Bangla. */
export const localizeTime = (text: string): string => (banglaWriting ? banglaWriting.banglaTypedTime(text) : text);

const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };
/**
 * A date formatter for the chosen language, made on first use and kept: building one loads the
 * language's calendar data, tens of milliseconds on a slow phone, which at module load would lengthen
 * the task that paints the page. Callers render again on a change of language (they use `useT`).
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
  return () => {
    const formatter = made[locale] ?? new Intl.DateTimeFormat(DATE_LOCALES[locale], options);
    made[locale] = formatter;
    return formatter;
  };
}

/** A division's or district's name in the chosen language; the English name is what the API takes. */
export const placeName = (name: string): string => places[name] ?? name;

/**
 * Words an admin or a volunteer typed (a drive's title, a bank's hours) in the chosen language: on a
 * Bangla page their Bangla when they gave it, else the English.
 */
export const ownWords = (english: string, bangla: string | null | undefined): string => (locale === 'bn' && bangla ? bangla : english);

/**
 * A street address followed by its district (and division), each place in the chosen language. People
 * often end the address with the district already ('Shajahanpur, Bogura'); those trailing parts are
 * dropped so the place is named once, in the chosen language.
 */
export function addressLine(address: string, ...places: string[]): string {
  const named = new Set(places.flatMap((place) => [place.toLowerCase(), placeName(place).toLowerCase()]));
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  while (parts.length > 1 && named.has(parts.at(-1)?.toLowerCase() ?? '')) parts.pop();
  return [...parts, ...places.map(placeName)].join(', ');
}

/** Switches the language and remembers it; Bangla's dictionary is loaded first so nothing flickers. */
export async function setLocale(next: Locale): Promise<void> {
  const bn = next === 'bn' ? await import('./bn') : undefined;
  texts = bn?.BN ?? {};
  places = bn?.PLACES ?? {};
  bnNumber = bn && new Intl.NumberFormat('bn-BD', { useGrouping: false });
  banglaWriting = bn;
  locale = next;
  document.documentElement.lang = next;
  // An install from now on names the app in this language.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFEST_HREF[next]);
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage can be off (private mode): the choice then lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

const choiceListeners = new Set<(chosen: Locale) => void>();

/** Told when the person picks a language (not when it is restored at start): a signed-in person's alerts follow it. */
export const onLocaleChosen = (listener: (chosen: Locale) => void) => {
  choiceListeners.add(listener);
  return () => {
    choiceListeners.delete(listener);
  };
};

/** The person's own pick of a language: switches, then tells those who keep it elsewhere (the server, for alerts). */
export async function chooseLocale(next: Locale): Promise<void> {
  await setLocale(next);
  for (const listener of choiceListeners) listener(next);
}

/** At start-up: the remembered language, or nothing to wait for when it is English. */
export function restoreLocale(): Promise<void> | undefined {
  try {
    if (localStorage.getItem(STORAGE_KEY) === 'bn') return setLocale('bn').catch(() => undefined);
  } catch {
    // No storage: English.
  }
  return undefined;
}
