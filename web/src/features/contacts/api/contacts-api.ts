import { type Contact, type ContactsCreateApiArg } from '../../../api/rubrica-api.js';
import { identityApi } from '../../../api/identity.js';
import { LIST_ID, listAndItemTags, TAGS } from '../../../api/tags.js';

/** A contact of the caller's address book (workspace spec §3): the phone may be null. */
export type { Contact };

/** The phone is omitted (not empty) when the contact has no phone. */
export type ContactInput = ContactsCreateApiArg['body'];

const CONTACT = TAGS.contact;

/**
 * The contacts calls (workspace spec §7), from the generated client. The screen shows field errors
 * in its forms and the deletion's outcome itself; other failures take the app's generic alert.
 */
export const contactsApi = identityApi.enhanceEndpoints({
  endpoints: {
    contactsList: {
      providesTags: listAndItemTags(CONTACT),
    },
    contactsCreate: { invalidatesTags: [{ type: CONTACT, id: LIST_ID }], extraOptions: { handles: [422] } },
    contactsUpdate: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: CONTACT, id: LIST_ID },
        { type: CONTACT, id },
      ],
      extraOptions: { handles: [422] },
    },
    contactsRemove: { invalidatesTags: [{ type: CONTACT, id: LIST_ID }] },
  },
});

export const {
  useContactsListQuery,
  useContactsCreateMutation,
  useContactsUpdateMutation,
  useContactsRemoveMutation,
} = contactsApi;
