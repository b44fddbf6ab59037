import { create } from '@bufbuild/protobuf';
import { ErrorInfoSchema, FieldErrorsSchema, type ErrorInfo } from './gen/rubrica/common/v1/error_info_pb.js';

/** The plain error shape of `@rubrica/errors` (`toWireError`), restated so proto stays a leaf. */
export interface WireErrorShape {
  code: string;
  status: number;
  message: string;
  errors?: Record<string, string[]>;
}

/** A wire error as the proto ErrorInfo, for messages that carry an error as a field. */
export function toErrorInfo(error: WireErrorShape): ErrorInfo {
  const errors: ErrorInfo['errors'] = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    errors[field] = create(FieldErrorsSchema, { messages });
  }
  return create(ErrorInfoSchema, { code: error.code, status: error.status, message: error.message, errors });
}

/** Back to the plain shape; `errors` is left out when there are none, as `AppError` does. */
export function fromErrorInfo(info: ErrorInfo): WireErrorShape {
  const fields = Object.entries(info.errors);
  const wire: WireErrorShape = { code: info.code, status: info.status, message: info.message };
  if (fields.length > 0)
    wire.errors = Object.fromEntries(fields.map(([field, value]) => [field, [...value.messages]]));
  return wire;
}
