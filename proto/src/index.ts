// Every message that crosses a service boundary, generated from ../rubrica/**/*.proto
// (`npm run generate -w proto`), plus the registry of subjects, streams and RPC patterns.
export * from './gen/rubrica/common/v1/error_info_pb.js';
export * from './gen/rubrica/envelopes/v1/envelope_pb.js';
export * from './gen/rubrica/envelopes/v1/events_pb.js';
export * from './gen/rubrica/envelopes/v1/recipient_access_pb.js';
export * from './gen/rubrica/billing/v1/subscription_pb.js';
export * from './gen/rubrica/billing/v1/quota_pb.js';
export * from './gen/rubrica/billing/v1/events_pb.js';
export * from './gen/rubrica/identity/v1/membership_pb.js';
export * from './gen/rubrica/identity/v1/principal_pb.js';
export * from './gen/rubrica/identity/v1/events_pb.js';
export * from './gen/rubrica/signing/v1/revisions_pb.js';
export * from './gen/rubrica/signing/v1/events_pb.js';
export * from './gen/rubrica/signing/v1/qualified_pb.js';
export * from './gen/rubrica/envelopes/v1/document_conversion_pb.js';
export * from './gen/rubrica/storage/v1/conversion_pb.js';
export * from './gen/rubrica/storage/v1/items_pb.js';
export * from './gen/rubrica/notifications/v1/events_pb.js';

export * from './subjects.js';
export * from './subject-filter.js';
export * from './event-codec.js';
export * from './rpc-codec.js';
export * from './rpc-contract.js';
export * from './plan-limits-reader.js';
export * from './plan-limit-quantity.js';
export * from './permission-flags.js';
export * from './wire-error-info.js';

// So services build messages and timestamps without importing the runtime themselves.
export { create, isMessage } from '@bufbuild/protobuf';
export { timestampDate, timestampFromDate, timestampNow, type Timestamp } from '@bufbuild/protobuf/wkt';
