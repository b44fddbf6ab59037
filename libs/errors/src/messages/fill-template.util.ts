export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders with their parameter; an unknown placeholder is left as it is. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
