import type { ViewDocument, ViewField } from '../../../lib/envelopes/recipient-view.js';

/** Whether each kind of signature image is ready for the recipient (spec §4: made before acting). */
export interface SignatureReadiness {
  signature: boolean;
  initials: boolean;
}

/** A field the viewer's recipient fills (spec §4: only the owner fills it, and not when disabled). */
export const isEditableBy = (field: ViewField, recipientId: string, canAct: boolean): boolean =>
  canAct && field.recipient === recipientId && !field.disabled;

export const isFieldFilled = (field: ViewField, images: SignatureReadiness): boolean => {
  if (field.type === 'signature') return images.signature;
  if (field.type === 'initial') return images.initials;
  if (field.type === 'checkbox') return field.value === 'true';
  return field.value != null && field.value !== '';
};

export interface FieldPlace {
  documentId: string;
  field: ViewField;
}

const placeOrder = (field: ViewField): [number, number, number] => {
  const widget = field.widgets[0];
  return widget ? [widget.page, widget.y_axis, widget.x_axis] : [Number.MAX_SAFE_INTEGER, 0, 0];
};

const byPlace = (a: ViewField, b: ViewField): number => {
  const [pa, ya, xa] = placeOrder(a);
  const [pb, yb, xb] = placeOrder(b);
  return pa - pb || ya - yb || xa - xb;
};

/**
 * The required fields the recipient has still to fill, in reading order: documents in order, then
 * page, top to bottom, left to right (spec §2: the next-required-field button and the auto-jump).
 */
export const emptyRequiredFields = (
  documents: readonly ViewDocument[],
  recipientId: string,
  canAct: boolean,
  images: SignatureReadiness,
): FieldPlace[] =>
  documents.flatMap((document) =>
    document.fields
      .filter(
        (field) =>
          field.is_required && isEditableBy(field, recipientId, canAct) && !isFieldFilled(field, images),
      )
      .sort(byPlace)
      .map((field) => ({ documentId: document.id, field })),
  );

/**
 * The next empty required field: the first after the current document's position, in the current
 * document first, then the following documents, wrapping round (switching documents if needed).
 */
export const nextRequiredField = (
  documents: readonly ViewDocument[],
  currentDocumentId: string,
  recipientId: string,
  canAct: boolean,
  images: SignatureReadiness,
): FieldPlace | null => {
  const empty = emptyRequiredFields(documents, recipientId, canAct, images);
  if (empty.length === 0) return null;
  const order = documents.map((document) => document.id);
  const start = Math.max(0, order.indexOf(currentDocumentId));
  const rotated = [...order.slice(start), ...order.slice(0, start)];
  for (const documentId of rotated) {
    const found = empty.find((place) => place.documentId === documentId);
    if (found) return found;
  }
  return empty[0]!;
};
