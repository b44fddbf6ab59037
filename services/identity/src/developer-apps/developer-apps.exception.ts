import { AppError, ErrorStatus } from '@rubrica/errors';

/** Errors of developer apps: dotted codes under `developer_app.`. */
export const DeveloperAppError = {
  // Another user's app (same organization or not) is reported missing, never forbidden.
  notFound: () => AppError.notFound('developer_app.not_found', 'Application not found.'),
  notConfidential: () =>
    new AppError(
      'developer_app.not_confidential',
      ErrorStatus.UnprocessableEntity,
      'Only confidential applications have a secret to recreate.',
    ),
  alreadyInProduction: () =>
    new AppError(
      'developer_app.already_published',
      ErrorStatus.UnprocessableEntity,
      'The application is already in production.',
    ),
};
