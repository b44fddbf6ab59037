// The API's types, as the OpenAPI document names them (`Envelope`, `Profile`, `StorageItem` ...)
// and per operation (`ProfileMeApiResponse`, `ContactsCreateApiArg` ...). The endpoints and their
// hooks (`useProfileMeQuery` ...) are in the module of their area (identity.ts, envelopes.ts,
// signing.ts, billing.ts, storage.ts, notifications.ts), tagged there: a page loads the areas it
// calls only. Types only here, so importing one costs a page no code.
export type * from './generated/rubrica-api.js';
