/** The spec's field error map: `{ field: [messages] }` (empty when valid). */
export type FieldErrors = Record<string, string[]>;
