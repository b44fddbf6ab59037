import { describe, expect, it } from 'vitest';

import { hasWholeCatalogue, loadI18n, loadWholeCatalogue } from './load-i18n.js';

describe('loadI18n', () => {
  it('resolves with the chosen catalogue loaded, and loads the next one when the language changes', async () => {
    const i18n = await loadI18n('es');
    expect(i18n.t('waiting.title')).not.toBe('waiting.title');
    expect(i18n.t('wizard.title')).not.toBe('wizard.title');
    expect(hasWholeCatalogue(i18n)).toBe(true);
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('pt-BR', 'translation')).toBe(false);
    const spanish = i18n.t('waiting.title');
    await i18n.changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.t('waiting.title')).not.toBe(spanish);
    expect(document.documentElement.lang).toBe('en');
  });

  it("on a signing link loads only the link's sections, and every language whole once asked", async () => {
    const i18n = await loadI18n('pt-BR', 'link');
    expect(i18n.t('signingViewer.pageTitle')).not.toBe('signingViewer.pageTitle');
    expect(i18n.exists('wizard.title')).toBe(false);
    expect(hasWholeCatalogue(i18n)).toBe(false);
    await i18n.changeLanguage('es');
    expect(i18n.exists('signingViewer.pageTitle')).toBe(true);
    expect(i18n.exists('wizard.title')).toBe(false);

    await loadWholeCatalogue(i18n);
    expect(hasWholeCatalogue(i18n)).toBe(true);
    expect(i18n.exists('wizard.title')).toBe(true);
    expect(i18n.exists('signingViewer.pageTitle')).toBe(true);
    await i18n.changeLanguage('pt-BR');
    expect(i18n.exists('wizard.title')).toBe(true);
    await i18n.changeLanguage('en');
    expect(i18n.exists('wizard.title')).toBe(true);
  });
});
