import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../config/storage-keys.js';
import { detectLanguage } from './detect-language.js';
import { languagePreference } from './language-preference.js';

describe('detectLanguage', () => {
  it('prefers the stored choice over the browser', () => {
    expect(detectLanguage('es', ['en-US', 'pt-BR'])).toBe('es');
  });

  it('takes the first browser language it has a catalogue for', () => {
    expect(detectLanguage(null, ['fr-FR', 'en-GB', 'pt-BR'])).toBe('en');
    expect(detectLanguage(null, ['es-419'])).toBe('es');
    expect(detectLanguage(null, ['pt-PT'])).toBe('pt-BR');
  });

  it('falls back to pt-BR when nothing matches', () => {
    expect(detectLanguage(null, ['de-DE', 'ja'])).toBe('pt-BR');
    expect(detectLanguage(null, [])).toBe('pt-BR');
  });

  it('follows the account last signed in on this browser when nothing was picked here', () => {
    localStorage.setItem(STORAGE_KEYS.accountLanguage, btoa('pt-BR'));
    expect(detectLanguage(undefined, ['es-ES'])).toBe('pt-BR');
    localStorage.setItem(STORAGE_KEYS.language, btoa('en'));
    expect(detectLanguage(undefined, ['es-ES'])).toBe('en');
  });

  it('reads the stored preference base64-encoded from localStorage', () => {
    localStorage.setItem(STORAGE_KEYS.language, btoa('en'));
    expect(detectLanguage(undefined, ['es-ES'])).toBe('en');
  });
});

describe('languagePreference', () => {
  it('stores the language base64-encoded', () => {
    languagePreference.store('es');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(btoa('es'));
    expect(languagePreference.read()).toBe('es');
  });

  it('ignores a stored value that is not base64 or not a supported language', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    expect(languagePreference.read()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.language, btoa('fr'));
    expect(languagePreference.read()).toBeNull();
  });
});
