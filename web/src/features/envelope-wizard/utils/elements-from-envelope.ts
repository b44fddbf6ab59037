import type {
  ContentsCreateApiArg,
  Document as WizardDocument,
  FieldsCreateApiArg,
} from '../../../api/rubrica-api.js';
import type { PlacedElement } from './element-rules.js';
import type { ContentType, FieldType } from './element-types.js';

/** The saved fields and contents of the envelope's documents, as the fields step edits them. */
export const elementsFromDocuments = (documents: readonly WizardDocument[]): PlacedElement[] =>
  documents.flatMap((document) => [
    ...(document.fields ?? []).flatMap((field) =>
      field.widgets.slice(0, 1).map<PlacedElement>((widget) => ({
        key: field.id,
        id: field.id,
        kind: 'field',
        type: field.type,
        documentId: document.id,
        page: widget.page,
        x: widget.x_axis,
        y: widget.y_axis,
        width: widget.width,
        height: widget.height,
        recipientId: field.recipient_id,
        title: field.title ?? '',
        value: field.value ?? '',
        options: field.options ?? [],
        isRequired: field.is_required ?? true,
        dirty: false,
      })),
    ),
    ...(document.contents ?? []).map<PlacedElement>((content) => ({
      key: content.id,
      id: content.id,
      kind: 'content',
      type: content.type,
      documentId: document.id,
      page: content.page,
      x: content.x_axis,
      y: content.y_axis,
      width: content.width,
      height: content.height,
      title: '',
      value: content.value ?? '',
      options: [],
      isRequired: false,
      dirty: false,
    })),
  ]);

const boxOf = (element: PlacedElement) => ({
  page: element.page,
  x_axis: element.x,
  y_axis: element.y,
  width: element.width,
  height: element.height,
});

/** What POST and PATCH send for a field (spec §7); positions are fractions of the page. */
export const fieldBody = (element: PlacedElement): FieldsCreateApiArg['body'] => ({
  // Sent as placed: the step saves no field whose settings are invalid.
  recipient_id: element.recipientId as string,
  type: element.type as FieldType,
  title: element.title.trim() || null,
  value: element.value || null,
  options: element.type === 'dropdown' ? element.options : null,
  is_required: element.isRequired,
  widgets: [boxOf(element)],
});

/** What POST and PATCH send for a content (spec §7): an image's or a QR code's value is the server's. */
export const contentBody = (element: PlacedElement): ContentsCreateApiArg['body'] => ({
  type: element.type as ContentType,
  value: element.type === 'image' || element.type === 'validation-qrcode' ? null : element.value,
  ...boxOf(element),
});
