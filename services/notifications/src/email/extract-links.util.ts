/** Every http(s) URL in a plain-text body, in order, without repeats; a sentence's final dot is not part of it. */
export function extractLinks(text: string): string[] {
  const found = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
  return [...new Set(found)];
}
