import { chargeDescription } from './charge-description.util.js';

describe('chargeDescription', () => {
  const basicMonthly = { product: 'basic', name: 'Basic', interval: 1 };
  const advancedYearly = { product: 'advanced', name: 'Advanced', interval: 12 };

  it("names the plan and its cycle in the payer's language", () => {
    expect(chargeDescription(basicMonthly, 'pt-BR')).toBe('Rubrica Básico (1 mês)');
    expect(chargeDescription(advancedYearly, 'pt-BR')).toBe('Rubrica Avançado (12 meses)');
    expect(chargeDescription(basicMonthly, 'en')).toBe('Rubrica Basic (1 month)');
    expect(chargeDescription(advancedYearly, 'en')).toBe('Rubrica Advanced (12 months)');
    expect(chargeDescription(basicMonthly, 'es')).toBe('Rubrica Básico (1 mes)');
    expect(chargeDescription({ product: 'essential', name: 'Essential', interval: 6 }, 'es')).toBe(
      'Rubrica Esencial (6 meses)',
    );
  });

  it('describes a renewal as one', () => {
    expect(chargeDescription(advancedYearly, 'pt-BR', 'renewal')).toBe('Rubrica Avançado: renovação');
    expect(chargeDescription(advancedYearly, 'en', 'renewal')).toBe('Rubrica Advanced: renewal');
    expect(chargeDescription(advancedYearly, 'es', 'renewal')).toBe('Rubrica Avanzado: renovación');
  });

  it('keeps the catalogue name of a plan the product has no translation for', () => {
    expect(chargeDescription({ product: 'custom-acme', name: 'Acme Enterprise', interval: 12 }, 'es')).toBe(
      'Rubrica Acme Enterprise (12 meses)',
    );
  });
});
