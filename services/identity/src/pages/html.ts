/** Markup that is already safe: produced by `html` or deliberately trusted (`raw`). */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => ESCAPES[char] ?? char);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * The pages' only way to build markup: every interpolated value is escaped unless it is itself
 * `SafeHtml` (a nested `html` fragment); arrays are rendered item by item; null, undefined and
 * false render nothing, so `${cond && html`...`}` works.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let index = 0; index < values.length; index++)
    out += render(values[index]) + (strings[index + 1] ?? '');
  return new SafeHtml(out);
}

/** Markup from a trusted producer (the authorization server's own hidden form). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
