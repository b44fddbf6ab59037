import { useMemo, useState } from 'react';

import type { RecipientView } from '../../../lib/envelopes/recipient-view.js';
import { useGetSignatureImageQuery, type ImageOwner, type SignatureKind } from '../api/signing-viewer-api.js';
import type { SignatureReadiness } from '../utils/required-fields.js';

/**
 * The recipient's signature and initials images (spec §2: fetched on load, those that were made).
 * Only images that exist are asked for: the view says which were made, and one made here is.
 */
export function useSignatureImages(token: string, me: RecipientView['recipient']) {
  const [version, setVersion] = useState(0);
  const owner: ImageOwner = useMemo(() => ({ kind: 'recipient', token }), [token]);
  const [made, setMade] = useState(() => me.signature_images ?? { signature: false, initials: false });
  const signature = useGetSignatureImageQuery(
    { owner, kind: 'signature', version },
    { skip: !me.can_act || !made.signature },
  );
  const initials = useGetSignatureImageQuery(
    { owner, kind: 'initials', version },
    { skip: !me.can_act || !made.initials },
  );
  const images = { signature: signature.data ?? null, initials: initials.data ?? null };
  const ready: SignatureReadiness = {
    signature: Boolean(images.signature),
    initials: Boolean(images.initials),
  };
  const loading = [signature, initials].some((image) => image.isLoading);
  /** An image was just made or adopted: it is asked for (again). */
  const imageMade = (kind: SignatureKind) => {
    setMade((current) => ({ ...current, [kind]: true }));
    setVersion((value) => value + 1);
  };
  return { owner, images, ready, loading, imageMade };
}
