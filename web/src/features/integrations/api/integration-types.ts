import type { IntegrationsAllApiResponse, IntegrationsListApiResponse } from '../../../api/rubrica-api.js';

/** A tool of the catalogue (`GET organizations/integrations/all`), worded in the app's language. */
export type CatalogueTool = IntegrationsAllApiResponse['data'][number];

/** One configuration field of a tool: its input type, label, hint and suggested value. */
export type ConfigField = CatalogueTool['config_fields'][number];

/** A configured integration (`GET organizations/integrations`); the password is never sent back. */
export type ActiveIntegration = IntegrationsListApiResponse['data'][number];

/** What the configure modal edits: the readable config an integration answers with, plus secrets. */
export type IntegrationConfig = ActiveIntegration['config'];

/**
 * A tool as the screens show it: a catalogue entry, or (for a configured integration whose tool
 * left the catalogue) the integration's own name and icon with no fields to edit.
 */
export type IntegrationTool = Pick<CatalogueTool, 'name' | 'description' | 'icon' | 'config_fields'> & {
  type: string;
};

/** A configured integration shown as a tool of its own, to be seen and disconnected. */
export const toolOf = (integration: ActiveIntegration): IntegrationTool => ({
  type: integration.type,
  name: integration.name,
  description: '',
  icon: integration.icon,
  config_fields: [],
});
