import { AppError, ErrorStatus } from '@rubrica/errors';

/** Every error of the integrations feature; codes are part of the contract. */
export const IntegrationErrorCode = {
  NotFound: 'integrations.not_found',
  AlreadyConfigured: 'integrations.already_configured',
  InvalidCredentials: 'integrations.invalid_credentials',
  FileCabinetNotFound: 'integrations.file_cabinet_not_found',
  ServerUnavailable: 'integrations.server_unavailable',
} as const;
export type IntegrationErrorCode = (typeof IntegrationErrorCode)[keyof typeof IntegrationErrorCode];

function statusOf(code: IntegrationErrorCode): ErrorStatus {
  switch (code) {
    case IntegrationErrorCode.NotFound:
      return ErrorStatus.NotFound;
    case IntegrationErrorCode.AlreadyConfigured:
      return ErrorStatus.Conflict;
    // Section 8: "422 with invalid credentials marks the error and shows no generic alert".
    case IntegrationErrorCode.InvalidCredentials:
    case IntegrationErrorCode.FileCabinetNotFound:
    case IntegrationErrorCode.ServerUnavailable:
      return ErrorStatus.UnprocessableEntity;
  }
}

const MESSAGES: Record<IntegrationErrorCode, string> = {
  [IntegrationErrorCode.NotFound]: 'Integration not found.',
  [IntegrationErrorCode.AlreadyConfigured]: 'This integration is already configured; change it instead.',
  [IntegrationErrorCode.InvalidCredentials]: 'The user name or password was not accepted.',
  [IntegrationErrorCode.FileCabinetNotFound]: 'The file cabinet was not found for this user.',
  [IntegrationErrorCode.ServerUnavailable]: 'The server did not answer as DocuWare does.',
};

/** The config fields each code marks (the configure modal shows the message under them). */
const FIELDS: Record<IntegrationErrorCode, readonly string[]> = {
  [IntegrationErrorCode.NotFound]: [],
  [IntegrationErrorCode.AlreadyConfigured]: ['type'],
  [IntegrationErrorCode.InvalidCredentials]: ['config.user', 'config.password'],
  [IntegrationErrorCode.FileCabinetNotFound]: ['config.file_cabinet'],
  [IntegrationErrorCode.ServerUnavailable]: ['config.server_url'],
};

/** Another organization's integration reads as missing: ids never reveal what exists. */
export function integrationError(code: IntegrationErrorCode): AppError {
  const message = MESSAGES[code];
  const fields = FIELDS[code];
  if (fields.length === 0) return new AppError(code, statusOf(code), message);
  return new AppError(
    code,
    statusOf(code),
    message,
    Object.fromEntries(fields.map((field) => [field, [message]])),
    undefined,
    Object.fromEntries(fields.map((field) => [field, [{ code }]])),
  );
}
