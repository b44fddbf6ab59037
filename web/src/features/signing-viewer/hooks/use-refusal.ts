import { useState } from 'react';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { usePublicRefuseMutation } from '../api/signing-viewer-api.js';
import type { ClosedLink } from '../utils/closed-link.js';

/** Rejecting the envelope, or cancelling it when the sender holds their own link (spec §6). */
export function useRefusal({
  token,
  cancelling,
  closedLink,
  onRefused,
}: {
  token: string;
  cancelling: boolean;
  closedLink: ClosedLink;
  onRefused: () => void;
}) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [refuse, refusing] = usePublicRefuseMutation();
  const refuseNow = async (reason?: string) => {
    const result = await refuse({ token, body: cancelling ? {} : { reason } });
    setOpen(false);
    if ('error' in result) {
      if (await closedLink(result.error)) return;
      dispatch(
        alertShown({
          kind: 'danger',
          messageKey: cancelling ? 'signingViewer.cancel.failed' : 'signingViewer.reject.failed',
          values: { message: errorMessageOf(result.error) ?? '' },
        }),
      );
      return;
    }
    onRefused();
  };
  return { open, setOpen, refuseNow, busy: refusing.isLoading };
}
