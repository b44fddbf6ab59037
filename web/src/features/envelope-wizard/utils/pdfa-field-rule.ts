import type { ElementKind, ElementType } from './element-rules.js';

/**
 * Envelopes spec §5: in a PDF/A envelope with several recipients, recipients after the first
 * (in the envelope's order, as services/envelopes counts them) may only receive signature fields.
 * Contents belong to no recipient and are not concerned.
 */
export const blockedByPdfa = (
  kind: ElementKind,
  type: ElementType,
  context: { isPdfa: boolean; recipientIndex: number; recipientCount: number },
): boolean =>
  kind === 'field' &&
  context.isPdfa &&
  context.recipientCount > 1 &&
  context.recipientIndex > 0 &&
  type !== 'signature';
