import { identityError, identityFieldError } from '../common/identity.errors.js';

/** Errors of the contacts feature: dotted codes under `contact.`. */
export const ContactError = {
  // Another user's (or organization's) contact answers the same: its existence is not revealed.
  notFound: () => identityError('contact.not_found', 'Contact not found.'),
  emailTaken: () => identityFieldError('email', 'contact.email_taken', 'The email has already been taken.'),
};
