import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../config/storage-keys.js';
import { createI18n } from '../i18n/create-i18n.js';
import { LanguageSwitcher } from './language-switcher.js';

function Heading() {
  const { t } = useTranslation();
  return <h1>{t('dashboard.title')}</h1>;
}

const renderSwitcher = () => {
  const i18n = createI18n('pt-BR');
  render(
    <I18nextProvider i18n={i18n}>
      <Heading />
      <LanguageSwitcher />
    </I18nextProvider>,
  );
  return i18n;
};

describe('LanguageSwitcher', () => {
  it('offers the three languages, each in its own name, with the current one selected', () => {
    renderSwitcher();
    const select = screen.getByLabelText<HTMLSelectElement>('Idioma');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Português (Brasil)',
      'English',
      'Español',
    ]);
    expect(select.value).toBe('pt-BR');
  });

  it('switches the interface language at once and remembers it base64-encoded', async () => {
    const i18n = renderSwitcher();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Início');

    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'en' } });

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(btoa('en'));
    // The label follows the new language too.
    expect(screen.getByLabelText<HTMLSelectElement>('Language').value).toBe('en');

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(btoa('es'));
  });
});
