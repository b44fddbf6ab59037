import { identityError } from '../common/identity.errors.js';

/** Errors of developer apps: dotted codes under `developer_app.`. */
export const DeveloperAppError = {
  // Another user's app (same organization or not) is reported missing, never forbidden.
  notFound: () => identityError('developer_app.not_found', 'Application not found.'),
  notConfidential: () =>
    identityError(
      'developer_app.not_confidential',
      'Only confidential applications have a secret to recreate.',
    ),
  alreadyInProduction: () =>
    identityError('developer_app.already_published', 'The application is already in production.'),
};
