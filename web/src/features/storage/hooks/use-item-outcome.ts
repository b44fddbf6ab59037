import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';

type Alert = Parameters<typeof alertShown>[0];

/**
 * What an item's change says once the server answered (workspace spec §8): `done` on success,
 * the not-found alert on a 404, else the server's message or `failedKey`.
 */
export function useItemOutcome() {
  const dispatch = useAppDispatch();
  return (result: { error?: unknown }, done: Alert, failedKey: Alert['messageKey']) => {
    if (!('error' in result)) {
      dispatch(alertShown(done));
      return;
    }
    if (statusOf(result.error) === 404) {
      dispatch(alertShown({ kind: 'danger', messageKey: 'storage.errors.notFound' }));
      return;
    }
    const message = errorMessageOf(result.error);
    dispatch(
      message
        ? alertShown({ kind: 'danger', messageKey: 'storage.errors.server', values: { message } })
        : alertShown({ kind: 'danger', messageKey: failedKey }),
    );
  };
}
