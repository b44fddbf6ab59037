import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { CATALOGUE_LOADERS, type Catalogue } from './catalogue-loaders.js';
import { I18N_OPTIONS, syncDocumentLanguage } from './i18n-options.js';
import { isLocale, type Locale } from './locales.js';

/** Whether an instance reads whole catalogues yet, and the reload that makes its loaded ones whole. */
interface Scope {
  whole: boolean;
  completed: boolean;
  completing?: Promise<void>;
}

// By the instance's store: components see the instance through react-i18next's proxy of it
// (useTranslation), which gives the same store.
const scopes = new WeakMap<object, Scope>();

const readCatalogue = async (language: Locale, scope: Scope): Promise<Catalogue> => {
  const rest = scope.whole ? CATALOGUE_LOADERS.rest[language]() : null;
  const link = (await CATALOGUE_LOADERS.link[language]()).default;
  // The whole catalogue may have been asked for while the link part downloaded.
  if (!scope.whole) return link;
  return { ...link, ...(await (rest ?? CATALOGUE_LOADERS.rest[language]())).default };
};

const catalogueBackend = (scope: Scope): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLocale(language)) return callback(new Error(`no catalogue for ${language}`), false);
    readCatalogue(language, scope).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
});

/**
 * The app's i18next instance with only `language`'s catalogue loaded, resolved once it is there
 * so the first render is already translated; switching language loads the next one first. `link`:
 * only the sections a signing link shows, until loadWholeCatalogue. No fallback language:
 * catalogues are key-for-key identical (i18n/catalogues.test.ts), so a fallback would only cost a
 * second download. Tests use createI18n, with every catalogue bundled.
 */
export const loadI18n = async (language: Locale, part: 'link' | 'whole' = 'whole'): Promise<i18n> => {
  const instance = i18next.createInstance();
  const scope: Scope = { whole: part === 'whole', completed: part === 'whole' };
  syncDocumentLanguage(instance);
  await instance
    .use(catalogueBackend(scope))
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: language, fallbackLng: false, ns: ['translation'] });
  scopes.set(instance.store, scope);
  return instance;
};

/** Whether every section of each loaded language is there (an instance not from loadI18n: yes). */
export const hasWholeCatalogue = (instance: i18n): boolean => scopes.get(instance.store)?.completed ?? true;

/**
 * Makes the instance whole: the loaded languages' other sections, and whole catalogues from now on.
 * Resolves once they are in; the same promise for every caller.
 */
export const loadWholeCatalogue = (instance: i18n): Promise<void> => {
  const scope = scopes.get(instance.store);
  if (!scope || scope.completed) return Promise.resolve();
  if (!scope.completing) {
    scope.whole = true;
    scope.completing = instance.reloadResources(Object.keys(instance.store.data)).then(() => {
      scope.completed = true;
    });
  }
  return scope.completing;
};
