/**
 * Translations through i18next; the words are in strings-en.ts and strings-ru.ts. The language is the browser's by default (Russian for any
 * `ru*` language, English otherwise) and can be switched in the app; the choice is stored with the settings.
 */
import i18next, { type TFunction } from 'i18next';
import { en } from './strings-en.js';
import { ru } from './strings-ru.js';

export type Language = 'en' | 'ru';

/** The translate function the components take (i18next's `t`, narrowed to strings). */
export type T = (key: string, options?: Record<string, unknown>) => string;

/** The language the browser prefers: Russian for `ru*`, English otherwise. */
export function browserLanguage(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): Language {
  for (const language of languages) {
    if (language.toLowerCase().startsWith('ru')) return 'ru';
    if (language.toLowerCase().startsWith('en')) return 'en';
  }
  return 'en';
}

/** Initialises i18next synchronously with both languages bundled. */
export function initI18n(language: Language): TFunction {
  void i18next.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, ru: { translation: ru } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<typeof i18next.init>[0]);
  return i18next.t;
}

export { i18next };
export const STRINGS = { en, ru };
