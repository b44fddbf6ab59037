import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { createI18n } from '../../../../i18n/create-i18n.js';
import { LeadCaptureModal } from './lead-capture-modal.js';

const FORM_URL = 'https://forms.marketing.example/rubrica/corporate';
const CONTACT = 'mailto:vendas@rubrica.app?subject=Plano%20Corporativo';

const show = (formUrl: string, language: 'pt-BR' | 'es' = 'pt-BR') => {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <LeadCaptureModal formUrl={formUrl} contactHref={CONTACT} onClose={onClose} />
    </I18nextProvider>,
  );
  return onClose;
};

describe("Corporate's lead-capture modal (organization spec §2)", () => {
  it("frames the marketing provider's form, so the lead goes to the provider", () => {
    show(FORM_URL);
    const dialog = screen.getByRole('dialog', { name: 'Fale com um consultor' });
    const frame = dialog.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(FORM_URL);
    expect(frame.title).toBe('Formulário de contato do plano Corporativo');
    expect(screen.queryByRole('link', { name: 'Escrever para vendas' })).toBeNull();
  });

  it('offers the sales contact when no form provider is configured', () => {
    show('', 'es');
    const dialog = screen.getByRole('dialog', { name: 'Hable con un consultor' });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Escribir a ventas' }).getAttribute('href')).toBe(CONTACT);
  });

  it('closes with its close button', () => {
    const onClose = show(FORM_URL);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
