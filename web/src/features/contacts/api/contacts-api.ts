import { LIST_ID, TAGS } from '../../../api/tags.js';
import type { Contact, ContactsCreateApiArg } from '../../../api/rubrica-api.js';
import { api } from '../../../app/api.js';
import type { Page } from '../../../app/session-api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

/** A contact of the caller's address book (workspace spec §3): the phone may be null. */
export type { Contact };

/** The phone is omitted (not empty) when the contact has no phone. */
export type ContactInput = ContactsCreateApiArg['body'];

const CONTACT = TAGS.contact;

const contactPath = (id: string) => `contacts/${encodeURIComponent(id)}`;

/**
 * The contacts calls (workspace spec §7). The screen shows field errors in its forms and the
 * deletion's outcome itself; other failures take the app's generic alert.
 */
export const contactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContacts: build.query<Page<Contact>, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: 'contacts', params: q.trim() ? { q: q.trim(), page } : { page } }),
      providesTags: (result) => [
        { type: CONTACT, id: LIST_ID },
        ...(result?.data.map((contact) => ({ type: CONTACT, id: contact.id })) ?? []),
      ],
    }),
    createContact: build.mutation<Contact, ContactInput>({
      query: (body) => ({ url: 'contacts', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<Contact>(body),
      invalidatesTags: [{ type: CONTACT, id: LIST_ID }],
      extraOptions: { handles: [422] },
    }),
    updateContact: build.mutation<Contact, ContactInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: contactPath(id), method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapData<Contact>(body),
      invalidatesTags: (_result, _error, { id }) => [
        { type: CONTACT, id: LIST_ID },
        { type: CONTACT, id },
      ],
      extraOptions: { handles: [422] },
    }),
    deleteContact: build.mutation<void, string>({
      query: (id) => ({ url: contactPath(id), method: 'DELETE' }),
      invalidatesTags: [{ type: CONTACT, id: LIST_ID }],
    }),
  }),
});

export const {
  useListContactsQuery,
  useCreateContactMutation,
  useUpdateContactMutation,
  useDeleteContactMutation,
} = contactsApi;
