import { catalogueEntry, type IntegrationType } from './integration-catalogue.js';
import type { IntegrationRow } from './integration.store.js';

/** An integration as the API shows it: its readable config, never the password. */
export function presentIntegration(row: IntegrationRow) {
  const entry = catalogueEntry(row.type as IntegrationType);
  return {
    id: row.id,
    type: row.type,
    name: entry.name,
    label: entry.name,
    icon: entry.icon,
    config: row.settings,
    is_active: row.is_active,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
