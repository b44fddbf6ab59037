import { z } from '@rubrica/config';

export const fillFieldSchema = z.object({
  value: z.union(
    [z.string().max(1000, 'The value may not be greater than 1000 characters.'), z.boolean(), z.number()],
    {
      message: 'The value field is required.',
    },
  ),
});

export const identifierValueSchema = z.object({
  value: z
    .string({ message: 'The value field is required.' })
    .trim()
    .min(1, 'The value field is required.')
    .max(255),
});

/** Geolocation failures are ignored by the SPA (section 8), so both are optional. */
export const actSchema = z.object({
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

export const rejectSchema = z.object({
  reason: z.string().trim().max(500, 'The reason may not be greater than 500 characters.').optional(),
});
