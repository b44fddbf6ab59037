import { useIntegrationsAllQuery, useIntegrationsListQuery } from '../api/integrations-api.js';
import { toolOf, type ActiveIntegration, type IntegrationTool } from '../api/integration-types.js';

export interface ToolWithState {
  tool: IntegrationTool;
  /** The organization's configuration of the tool, when there is one. */
  active?: ActiveIntegration;
}

/** The catalogue beside what the organization configured, matched by type. */
export function useIntegrations() {
  const tools = useIntegrationsAllQuery({});
  const active = useIntegrationsListQuery({});
  const catalogue = tools.data?.data;
  const configured = active.data?.data;

  const rows: ToolWithState[] = (catalogue ?? []).map((tool) => ({
    tool,
    active: configured?.find((integration) => integration.type === tool.type),
  }));
  // A configured integration whose tool left the catalogue still shows (and can be disconnected).
  const orphans: ToolWithState[] = (configured ?? [])
    .filter((integration) => !catalogue?.some((tool) => tool.type === integration.type))
    .map((integration) => ({ tool: toolOf(integration), active: integration }));

  return {
    all: rows,
    active: [...rows.filter((row) => row.active), ...(catalogue ? orphans : [])],
    isLoading: tools.isLoading || active.isLoading,
    isError: tools.isError || active.isError,
  };
}
