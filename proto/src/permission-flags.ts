import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  PermissionsSchema,
  type Permissions as PermissionsMessage,
} from './gen/rubrica/identity/v1/membership_pb.js';

/** `sendEnvelopes` → `send_envelopes`: a proto field's name from its generated property. */
type ProtoName<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ProtoName<Tail>}`
  : S;

/**
 * A permission flag of the spec (workspace-and-personal §6): a field of the proto `Permissions`
 * message, named as the API, the roles' JSON and the gateway's `X-Permissions` name it.
 */
export type PermissionFlag = ProtoName<Exclude<keyof PermissionsMessage, `$${string}`>>;
export type PermissionFlags = Record<PermissionFlag, boolean>;

/** Every permission flag, in the order of the proto message. */
export const PERMISSION_FLAGS = Object.freeze(
  PermissionsSchema.fields.map((field) => field.name as PermissionFlag),
) as readonly [PermissionFlag, ...PermissionFlag[]];

/** The proto `Permissions` of a set of flags (a flag left out is not granted). */
export function permissionsMessage(
  flags: Partial<PermissionFlags>,
): MessageInitShape<typeof PermissionsSchema> {
  return Object.fromEntries(
    PermissionsSchema.fields.map((field) => [field.localName, flags[field.name as PermissionFlag] === true]),
  );
}

/** The flags a proto `Permissions` grants (none when it is absent). */
export function permissionFlagsOf(message: PermissionsMessage | undefined): PermissionFlags {
  return Object.fromEntries(
    PermissionsSchema.fields.map((field) => [
      field.name,
      message?.[field.localName as keyof PermissionsMessage] === true,
    ]),
  ) as PermissionFlags;
}
