import { create, fromJson, fromJsonString, isMessage, toJson } from '@bufbuild/protobuf';
import type { DescMessage, JsonValue, MessageInitShape, MessageJsonType } from '@bufbuild/protobuf';
import { eventDefinition, type EventMessage, type EventSchema, type EventSubject } from './subjects.js';

export type EventInit<S extends EventSubject> = MessageInitShape<EventSchema<S>>;
export type EventJson<S extends EventSubject> = MessageJsonType<EventSchema<S>>;

/**
 * Fields at their default value (false, 0, "", empty lists) are written anyway so consumers in
 * other languages read `"isSandbox": false` rather than a missing key.
 */
const WRITE_OPTIONS = { alwaysEmitImplicit: true } as const;
/** Unknown fields and enum values are skipped so consumers survive producers that add fields. */
const READ_OPTIONS = { ignoreUnknownFields: true } as const;

/**
 * The JSON payload of an event (proto3 JSON mapping, lowerCamelCase names, enums by name,
 * timestamps as RFC 3339). Accepts a message or a plain initializer of the subject's message.
 */
export function encodeEvent<S extends EventSubject>(subject: S, message: EventInit<S>): EventJson<S> {
  const { schema } = eventDefinition(subject);
  return encodeMessage(schema, message) as EventJson<S>;
}

/** Parses an event payload (a JSON value or its text) into the subject's message. */
export function decodeEvent<S extends EventSubject>(subject: S, json: JsonValue | string): EventMessage<S> {
  const { schema } = eventDefinition(subject);
  return decodeMessage(schema, json) as EventMessage<S>;
}

/** Encodes any registered message (events, RPC requests and responses) the same way. */
export function encodeMessage<Desc extends DescMessage>(
  schema: Desc,
  message: MessageInitShape<Desc>,
): JsonValue {
  // A message of another type would otherwise be read as an initializer and silently lose fields.
  if (isMessage(message) && message.$typeName !== schema.typeName) {
    throw new Error(`Expected a ${schema.typeName}, got a ${message.$typeName}.`);
  }
  return toJson(schema, create(schema, message), WRITE_OPTIONS);
}

export function decodeMessage<Desc extends DescMessage>(schema: Desc, json: JsonValue | string) {
  return typeof json === 'string'
    ? fromJsonString(schema, json, READ_OPTIONS)
    : fromJson(schema, json, READ_OPTIONS);
}
