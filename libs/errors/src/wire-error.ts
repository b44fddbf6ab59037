import { AppError, ErrorStatus, type FieldIssue } from './app-error.js';
import { toErrorResponse } from './to-error-response.js';

/** An error as it crosses the bus: plain data, rebuilt on the other side into the same AppError. */
export interface WireError {
  code: string;
  status: number;
  message: string;
  errors?: Record<string, string[]>;
  params?: Record<string, string | number>;
  fieldCodes?: Record<string, FieldIssue[]>;
}

export function isWireError(value: unknown): value is WireError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WireError).code === 'string' &&
    typeof (value as WireError).status === 'number' &&
    typeof (value as WireError).message === 'string'
  );
}

export function toWireError(error: unknown): WireError {
  if (error instanceof AppError) {
    return {
      code: error.code,
      status: error.status,
      message: error.message,
      errors: error.errors,
      ...(error.params ? { params: error.params } : {}),
      ...(error.fieldCodes ? { fieldCodes: error.fieldCodes } : {}),
    };
  }
  const response = toErrorResponse(error);
  // A framework 4xx (a validation pipe's 400, say) keeps its status and message under a generic code.
  const code = response.status >= 500 ? 'internal' : `http.${response.status}`;
  return { code, status: response.status, message: response.body.message };
}

export function fromWireError(wire: WireError): AppError {
  return new AppError(
    wire.code,
    wire.status as ErrorStatus,
    wire.message,
    wire.errors,
    wire.params,
    wire.fieldCodes,
  );
}
