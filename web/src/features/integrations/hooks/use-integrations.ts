import { useIntegrationsAllQuery, useIntegrationsListQuery } from '../api/integrations-api.js';
import {
  listOf,
  toActiveIntegration,
  toTool,
  type ActiveIntegration,
  type IntegrationTool,
} from '../api/integration-types.js';

export interface ToolWithState {
  tool: IntegrationTool;
  /** The organization's configuration of the tool, when there is one. */
  active?: ActiveIntegration;
}

/** The catalogue beside what the organization configured, matched by type. */
export function useIntegrations() {
  const tools = useIntegrationsAllQuery(
    {},
    { selectFromResult: (result) => ({ ...result, data: result.data && listOf(result.data).map(toTool) }) },
  );
  // The spec reads the list at data.data: the answer's `data`.
  const active = useIntegrationsListQuery(
    {},
    {
      selectFromResult: (result) => ({
        ...result,
        data: result.data && listOf(result.data).map(toActiveIntegration),
      }),
    },
  );
  const rows: ToolWithState[] = (tools.data ?? []).map((tool) => ({
    tool,
    active: active.data?.find((integration) => integration.type === tool.type),
  }));
  // A configured integration whose tool left the catalogue still shows (and can be disconnected).
  const orphans: ToolWithState[] = (active.data ?? [])
    .filter((integration) => !tools.data?.some((tool) => tool.type === integration.type))
    .map((integration) => ({
      tool: { type: integration.type, name: integration.name, description: '', icon: null, fields: [] },
      active: integration,
    }));
  return {
    all: rows,
    active: [...rows.filter((row) => row.active), ...(tools.data ? orphans : [])],
    isLoading: tools.isLoading || active.isLoading,
    isError: tools.isError || active.isError,
  };
}
