import { useState } from 'react';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf, hasErrorCode, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useSendingSendMutation } from '../api/wizard-api.js';
import type { WizardEnvelope } from '../api/wizard-api.js';
import { isSignerType } from '../utils/recipient-rules.js';

/** Spec §8: the server's answer when the envelope has no signer (422 envelope.no_subscriber). */

export type SendModal = 'sent' | 'noCredit' | 'noSubscriber' | null;

/**
 * Step 4's send (spec §4): no signer opens the no-subscriber modal; else the details are saved,
 * then the envelope is sent, unless it is already in transit or expired. A 402 offers a bigger
 * plan with the server's text; other refusals are an alert naming what blocks the send.
 */
export function useSendEnvelope({
  envelopeId,
  envelope,
  blocked,
  save,
  setBusy,
}: {
  envelopeId: string | undefined;
  envelope: WizardEnvelope | undefined;
  /** A signer without a signature field blocks the send (the server refuses it too). */
  blocked: boolean;
  save: () => Promise<boolean>;
  setBusy: (busy: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const [modal, setModal] = useState<SendModal>(null);
  const [noCreditText, setNoCreditText] = useState('');
  const [sendEnvelope] = useSendingSendMutation();

  const send = async () => {
    if (!envelopeId || !envelope || blocked) return;
    if (!(envelope.recipients ?? []).some((recipient) => isSignerType(recipient.type))) {
      setModal('noSubscriber');
      return;
    }
    setBusy(true);
    try {
      if (!(await save())) return;
      if (envelope.state !== 'in-transit' && envelope.state !== 'expired') {
        const result = await sendEnvelope({ id: envelopeId });
        if ('error' in result) {
          const status = statusOf(result.error);
          const text = errorMessageOf(result.error) ?? '';
          // A 422 names what blocks the send (e.g. the PDF/A field rule, envelopes spec §5).
          const detail = Object.values(fieldErrorsOf(result.error)).flat()[0];
          if (status === 402) {
            setNoCreditText(text);
            setModal('noCredit');
          } else if (status === 422 && hasErrorCode(result.error, ['envelope.no_subscriber']))
            setModal('noSubscriber');
          else if (!reportedByBaseQuery(result.error))
            dispatch(
              alertShown({
                kind: 'danger',
                messageKey: 'wizard.review.sendError',
                values: { message: detail ?? text },
              }),
            );
          return;
        }
      }
      setModal('sent');
    } finally {
      setBusy(false);
    }
  };

  return { modal, closeModal: () => setModal(null), noCreditText, send };
}
