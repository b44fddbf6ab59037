import { useTranslation } from 'react-i18next';

import type { ConfigField } from '../api/integration-types.js';

// The server words each field in the app's language; these are for a catalogue without labels
// (organization spec §3, docuware).
const KNOWN_FIELDS = ['server_url', 'file_cabinet', 'user', 'password'] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];
const isKnown = (name: string): name is KnownField => (KNOWN_FIELDS as readonly string[]).includes(name);

/** A config field's label in the interface language. */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (field: ConfigField): string =>
    field.label ?? (isKnown(field.name) ? t(`integrations.fields.${field.name}`) : field.name);
}
