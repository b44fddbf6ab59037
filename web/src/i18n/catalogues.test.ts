import { describe, expect, it } from 'vitest';

import en from './en.json';
import es from './es.json';
import ptBR from './pt-BR.json';

type Catalogue = { [key: string]: string | Catalogue };

const flatten = (catalogue: Catalogue, prefix = ''): Map<string, string> => {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [child, text] of flatten(value, path)) entries.set(child, text);
  }
  return entries;
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((match) => match[1]!).sort();

const reference = flatten(ptBR);
const others = { en: flatten(en), es: flatten(es) };

describe('translation catalogues', () => {
  it('pt-BR (the reference) has keys', () => {
    expect(reference.size).toBeGreaterThan(20);
  });

  it.each(Object.entries(others))('%s has exactly the keys of pt-BR', (_name, catalogue) => {
    expect([...catalogue.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(Object.entries({ 'pt-BR': reference, ...others }))('%s has no empty texts', (_name, catalogue) => {
    const empty = [...catalogue].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(others))('%s uses the same {{placeholders}} as pt-BR', (_name, catalogue) => {
    const mismatched = [...reference]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(catalogue.get(key) ?? '').join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('words that must agree across screens', () => {
  const all = Object.entries({ 'pt-BR': reference, ...others });

  // The plan box and the plan page count one thing, the envelope quota: one label, and the same
  // noun as the page's "N of M envelopes used" line.
  it.each(all)(
    '%s names the remaining quota alike in the plan box and on the plan page',
    (_name, catalogue) => {
      const box = catalogue.get('shell.plan.remaining')!;
      expect(catalogue.get('billingPlans.remaining')).toBe(box);
      const noun = /\b(envelopes|sobres)\b/i.exec(catalogue.get('billingPlans.quota')!)?.[1];
      expect(noun).toBeDefined();
      expect(box.toLowerCase()).toContain(noun!.toLowerCase());
    },
  );
});
