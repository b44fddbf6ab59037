import { fill, normalizeLocale, resolvePageLocale } from './page-locale.js';

describe('page language', () => {
  it('maps language tags onto pt-BR, en and es', () => {
    expect(normalizeLocale('pt')).toBe('pt-BR');
    expect(normalizeLocale('pt-PT')).toBe('pt-BR');
    expect(normalizeLocale('en-US')).toBe('en');
    expect(normalizeLocale('es_419')).toBe('es');
    expect(normalizeLocale('fr')).toBeUndefined();
    expect(normalizeLocale(undefined)).toBeUndefined();
  });

  it('prefers ?lang=, then ui_locales, then the cookie, then Accept-Language, then pt-BR', () => {
    const all = { lang: 'es', uiLocales: 'en', cookie: 'pt-BR', acceptLanguage: 'en' };
    expect(resolvePageLocale(all)).toBe('es');
    expect(resolvePageLocale({ ...all, lang: 'xx' })).toBe('en');
    expect(resolvePageLocale({ ...all, lang: undefined, uiLocales: 'fr es' })).toBe('es');
    expect(resolvePageLocale({ cookie: 'en', acceptLanguage: 'es' })).toBe('en');
    expect(resolvePageLocale({ acceptLanguage: 'fr, es;q=0.4, en;q=0.9' })).toBe('en');
    expect(resolvePageLocale({ acceptLanguage: 'en;q=0, es;q=0.1' })).toBe('es');
    expect(resolvePageLocale({})).toBe('pt-BR');
  });

  it('fills named placeholders and leaves unknown ones', () => {
    expect(fill('{app} wants {what} {missing}', { app: 'X', what: 3 })).toBe('X wants 3 {missing}');
  });
});
