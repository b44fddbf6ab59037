import { describe, expect, it } from 'vitest';

import { loadI18n } from './load-i18n.js';

describe('loadI18n', () => {
  it('resolves with the chosen catalogue loaded, and loads the next one when the language changes', async () => {
    const i18n = await loadI18n('es');
    expect(i18n.t('waiting.title')).not.toBe('waiting.title');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('pt-BR', 'translation')).toBe(false);
    const spanish = i18n.t('waiting.title');
    await i18n.changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.t('waiting.title')).not.toBe(spanish);
    expect(document.documentElement.lang).toBe('en');
  });
});
