/**
 * The path parameters of the drafting routes below an envelope, read as one object
 * (`@Param() path: FieldPath`).
 */
export interface DocumentPath {
  envelopeId: string;
  documentId: string;
}

export interface FieldPath extends DocumentPath {
  fieldId: string;
}

export interface ContentPath extends DocumentPath {
  contentId: string;
}

export interface RecipientPath {
  envelopeId: string;
  recipientId: string;
}
