import { AppError } from '@rubrica/errors';

/** Errors of the contacts feature: dotted codes under `contact.`. */
export const ContactError = {
  // Another user's (or organization's) contact answers the same: its existence is not revealed.
  notFound: () => AppError.notFound('contact.not_found', 'Contact not found.'),
  emailTaken: () => AppError.fieldError('email', 'contact.email_taken', 'The email has already been taken.'),
};
