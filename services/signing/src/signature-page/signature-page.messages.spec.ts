import { pageLocaleOf } from './signature-page.messages.js';

describe('pageLocaleOf', () => {
  it('keeps the three product languages and maps regional variants to them', () => {
    expect(pageLocaleOf('pt-BR')).toBe('pt-BR');
    expect(pageLocaleOf('en')).toBe('en');
    expect(pageLocaleOf('EN-us')).toBe('en');
    expect(pageLocaleOf('es-AR')).toBe('es');
    expect(pageLocaleOf('pt-PT')).toBe('pt-BR');
  });

  it('falls back to pt-BR, the default language (§1)', () => {
    expect(pageLocaleOf('')).toBe('pt-BR');
    expect(pageLocaleOf('fr')).toBe('pt-BR');
  });
});
