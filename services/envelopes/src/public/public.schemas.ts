import { z } from '@rubrica/config';

export const fillFieldSchema = z.object({
  value: z.union(
    [z.string().max(1000, 'The value may not be greater than 1000 characters.'), z.boolean(), z.number()],
    {
      message: 'The value field is required.',
    },
  ),
});
export type FillFieldInput = z.output<typeof fillFieldSchema>;

export const identifierValueSchema = z.object({
  value: z
    .string({ message: 'The value field is required.' })
    .trim()
    .min(1, 'The value field is required.')
    .max(255),
});
export type IdentifierValueInput = z.output<typeof identifierValueSchema>;

/** Geolocation failures are ignored by the SPA (section 8), so both are optional. */
const location = {
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
};

/** A cloud certificate chosen after `POST /bird-id`: its alias and the session's access_token. */
const cloudCertificate = z.object({
  alias: z.string().max(500).default(''),
  access_token: z
    .string({ message: 'The access_token field is required.' })
    .trim()
    .min(1, 'The access_token field is required.')
    .max(500),
});
const pem = z.string().trim().min(1, 'The certificate must be a PEM.').max(100_000);

/**
 * Section 7: every action sends the location; a qualified signer adds a cloud certificate
 * (`certificates: [{alias, access_token}]`) or, after generate-signable-hashes, the plugin's
 * signatures (`tcn`, `documents: [{id, signature}]`, `certificates: [pem]`). Simple signers'
 * extra keys are ignored.
 */
export const actSchema = z.object({
  ...location,
  certificates: z
    .array(z.union([pem, cloudCertificate], { message: 'Give a PEM or a cloud certificate.' }))
    .max(10)
    .optional(),
  tcn: z.string().trim().min(1, 'The tcn field is required.').max(200).optional(),
  documents: z
    .array(
      z.object({
        id: z.string({ message: 'The id field is required.' }).min(1, 'The id field is required.'),
        signature: z
          .string({ message: 'The signature field is required.' })
          .trim()
          .regex(/^[A-Za-z0-9+/=\s_-]+$/, 'The signature must be base64.')
          .max(100_000),
      }),
    )
    .min(1, 'Sign every document of the envelope.')
    .max(100)
    .optional(),
});
export type ActInput = z.output<typeof actSchema>;

/** POST p/envelopes/recipients/{token}/generate-signable-hashes (section 7). */
export const signableHashesSchema = z.object({
  ...location,
  certificates: z
    .array(pem, { message: 'The certificates field is required.' })
    .min(1, 'The certificates field is required.')
    .max(10),
});
export type SignableHashesInput = z.output<typeof signableHashesSchema>;

export const rejectSchema = z.object({
  reason: z.string().trim().max(500, 'The reason may not be greater than 500 characters.').optional(),
});
export type RejectInput = z.output<typeof rejectSchema>;
