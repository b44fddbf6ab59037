export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders with their parameter; an unknown placeholder is left as it is. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
