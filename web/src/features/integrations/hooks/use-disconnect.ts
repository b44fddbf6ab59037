import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { useIntegrationsRemoveMutation } from '../api/integrations-api.js';
import type { ActiveIntegration } from '../api/integration-types.js';

/**
 * Disconnecting an integration (organization spec §8): success says 'Integração {name}
 * desconectada com sucesso'; a failure (any answer but 204) says it could not be disconnected,
 * with the server's message. Answers whether it worked.
 */
export function useDisconnect() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [disconnect, state] = useIntegrationsRemoveMutation();
  const run = async (integration: ActiveIntegration, name: string): Promise<boolean> => {
    const result = await disconnect({ id: integration.id });
    if (!('error' in result)) {
      dispatch(
        alertShown({ kind: 'success', messageKey: 'integrations.alerts.disconnected', values: { name } }),
      );
      return true;
    }
    dispatch(failureAlert('integrations.alerts.disconnectFailed', result.error, t('alerts.generic')));
    return false;
  };
  return { disconnect: run, busy: state.isLoading };
}
