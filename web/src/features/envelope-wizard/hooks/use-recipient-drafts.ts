import { useRef, useState } from 'react';

import { useCurrentUser } from '../../../app/use-current-user.js';
import type { Contact } from '../../../api/rubrica-api.js';
import type { WizardEnvelope } from '../api/wizard-api.js';
import { nationalPhoneDigits } from '../utils/national-phone-digits.js';
import {
  BLANK_RECIPIENT,
  fromRecipient,
  nextOrdered,
  toRecipientInput,
  usesWhatsapp,
  type RecipientDraft,
} from '../utils/recipient-rules.js';

let draftSequence = 0;
const newKey = () => `draft-${(draftSequence += 1)}`;

/**
 * The recipients as edited in step 2, in their order: added blank, from a contact or as the sender,
 * changed, moved and removed. `baseline` holds what the server has for each saved recipient (to
 * send only what changed) and `removed` the saved ones to delete when the step is saved.
 */
export function useRecipientDrafts(saved: NonNullable<WizardEnvelope['recipients']>) {
  const me = useCurrentUser().data;
  const [drafts, setDrafts] = useState<RecipientDraft[]>(() =>
    [...saved]
      .sort((a, b) => (a.routing_order ?? 0) - (b.routing_order ?? 0))
      .map((recipient) => fromRecipient(recipient, undefined)),
  );
  const [ordered, setOrdered] = useState(() => saved.some((recipient) => recipient.routing_order != null));
  const removed = useRef(new Set<string>());
  const baseline = useRef(
    new Map(
      saved.map((recipient) => {
        const draft = fromRecipient(recipient, undefined);
        return [
          recipient.id,
          toRecipientInput(draft, (recipient.routing_order ?? 1) - 1, recipient.routing_order != null),
        ];
      }),
    ),
  );
  const selfEmail = me?.email?.toLowerCase();

  const changeList = (next: RecipientDraft[]) => {
    setOrdered((current) => nextOrdered(current, drafts.length, next.length));
    setDrafts(next);
  };
  const add = (draft: Omit<RecipientDraft, 'key'>) => changeList([...drafts, { key: newKey(), ...draft }]);
  const addBlank = () => add({ ...BLANK_RECIPIENT, name: '', email: '', isSelf: false });
  const addContact = (contact: Contact, whatsappAllowed: boolean) => {
    // A contact without an e-mail but with a phone is reached on WhatsApp where that is offered.
    const byPhone = whatsappAllowed && !contact.email && !!contact.phone;
    add({
      ...BLANK_RECIPIENT,
      name: contact.name,
      email: contact.email ?? '',
      via: byPhone ? 'whatsapp' : 'email',
      phone: byPhone ? nationalPhoneDigits(contact.phone ?? '') : '',
      isSelf: !!selfEmail && contact.email?.toLowerCase() === selfEmail,
    });
  };
  const addSelf = () => {
    if (me) add({ ...BLANK_RECIPIENT, name: me.name, email: me.email, isSelf: true });
  };
  const update = (key: string, patch: Partial<RecipientDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const remove = (draft: RecipientDraft) => {
    if (draft.id) removed.current.add(draft.id);
    changeList(drafts.filter((item) => item.key !== draft.key));
  };
  const move = (index: number, delta: number) => {
    const next = [...drafts];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item!);
    setDrafts(next);
  };

  const selfAdded =
    !!selfEmail &&
    drafts.some((draft) => !usesWhatsapp(draft) && draft.email.trim().toLowerCase() === selfEmail);
  /** Spec §5: the sender as a recipient keeps their own name and e-mail, also once saved. */
  const isLocked = (draft: RecipientDraft) =>
    draft.isSelf ||
    (!!draft.id &&
      !!selfEmail &&
      baseline.current.get(draft.id)?.addressees[0]?.value.toLowerCase() === selfEmail);

  return {
    me,
    drafts,
    setDrafts,
    ordered,
    setOrdered,
    removed,
    baseline,
    addBlank,
    addContact,
    addSelf,
    update,
    remove,
    move,
    selfAdded,
    isLocked,
  };
}
