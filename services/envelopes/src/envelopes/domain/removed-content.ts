/**
 * What the upload took out of a PDF before its first hash, by kind, as the sender is told
 * (`removed_content` of the document). The names are part of the API: add new ones, never rename.
 */
export const REMOVED_CONTENT_KINDS = [
  /** JavaScript actions (open action, document, page, annotation and field triggers, name tree). */
  'javascript',
  /** Launch actions (start an application or open a file outside the PDF). */
  'launch_action',
  /** Submit-form actions (send field values to an address). */
  'submit_form',
  /** Import-data actions (load field values from a file). */
  'import_data',
  /** Embedded files: the name tree, file attachment annotations, associated files. */
  'embedded_file',
  /** Rich media (Flash, video, 3D) annotations and their actions. */
  'rich_media',
  /** XFA form templates (`AcroForm/XFA`), which may carry scripts; the plain form fields stay. */
  'xfa_form',
  /** The owner password's restrictions of a PDF that opens without a password. */
  'password_restrictions',
] as const;

export type RemovedContentKind = (typeof REMOVED_CONTENT_KINDS)[number];

export interface RemovedContent {
  kind: RemovedContentKind;
  count: number;
}
