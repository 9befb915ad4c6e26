import { useSyncExternalStore } from 'react';
import { getLocale, type Locale, subscribeLocale, type Text, type TextValues, translate } from './locale';

export type Translate = (text: Text, values?: TextValues) => string;
export type TranslateAny = (text: string, values?: TextValues) => string;

// One function per language, so that a `t` kept in a memo or passed down changes with the language.
const TRANSLATORS: Record<Locale, TranslateAny> = {
  en: (text, values) => translate(text, values),
  bn: (text, values) => translate(text, values),
};

/** The current language; the component renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribeLocale, getLocale, getLocale);

/** `t('Search')`: the text in the current language. Only texts with a Bangla translation type-check. */
export const useT = (): Translate => TRANSLATORS[useLocale()];

/**
 * For texts known only at run time: the server's error messages and the shared schemas' validation
 * messages, both English. One without a translation stays English.
 */
export const useTranslateAny = (): TranslateAny => TRANSLATORS[useLocale()];

/** A count in words: `one` for exactly one ('1 report'), else `many` with `{count}` in the language's digits. */
export const countText = (t: Translate, count: number, one: Text, many: Text): string => (count === 1 ? t(one) : t(many, { count }));
