import type { RecipientEntity } from '../envelopes/recipient.entity.js';

/** An identifier a recipient gave (CPF, ...), titled, as the signature page and `recipient.acted` carry it. */
export interface GivenIdentifier {
  code: string;
  title: string;
  value: string;
}

/** The identifiers the recipient's addressee filled in; those left empty are not listed. */
export function givenIdentifiers(recipient: RecipientEntity): GivenIdentifier[] {
  return (recipient.addressees[0]?.identifiers ?? [])
    .filter((identifier) => identifier.value)
    .map((identifier) => ({
      code: identifier.code,
      title: identifier.title ?? identifier.code,
      value: identifier.value ?? '',
    }));
}
