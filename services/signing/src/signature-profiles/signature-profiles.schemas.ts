import { z } from '@rubrica/config';
import { HANDWRITING_FONT_IDS } from './handwriting-fonts.js';

/** The two images a person keeps (envelopes-and-signing §7 `{id}`): their signature and their initials. */
export const SIGNATURE_KINDS = ['signature', 'initials'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/** How the image was made: typed with a handwriting font, drawn in the SPA, or uploaded (§2). */
export type SignatureSource = 'typed' | 'drawn' | 'uploaded';

/** §5 and §9: typed signature at most 30 characters, initials at most 5. */
export const TEXT_LIMITS: Record<SignatureKind, number> = { signature: 30, initials: 5 };

/** §5 and §9: signature images are png, jpeg or bmp of at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const kindSchema = z.enum(SIGNATURE_KINDS, {
  error: 'The signature kind must be signature or initials.',
});

export const previewQuerySchema = z.object({
  mode: z.enum(['framed', 'raw'], { error: 'The selected mode is invalid.' }).default('framed'),
  /** Language of the frame's label; pt-BR (the product's default) when absent. */
  lang: z.enum(['pt-BR', 'en', 'es'], { error: 'The selected lang is invalid.' }).default('pt-BR'),
});
export type PreviewQuery = z.output<typeof previewQuerySchema>;

/**
 * The creator modal's three tabs (§2): `text` (typed, with one of the six fonts, the first by
 * default), `draw` (a PNG drawn in the SPA) and `image` (an uploaded png, jpeg or bmp). The type
 * may be left out: a body with a picture is an upload, one without is typed. Pictures come as
 * the multipart `file`, or base64 in the JSON `image` (as the SPA's canvas gives them).
 */
export const saveSignatureSchema = z.object({
  type: z.enum(['text', 'draw', 'image'], { error: 'The selected type is invalid.' }).optional(),
  text: z
    .string({ error: 'The text must be a string.' })
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .optional(),
  font: z.enum(HANDWRITING_FONT_IDS, { error: 'The selected font is invalid.' }).optional(),
  /** A drawn or uploaded picture sent in JSON: a `data:image/...;base64,` URL or bare base64. */
  image: z.string({ error: 'The image must be a string.' }).optional(),
});
export type SaveSignatureInput = z.output<typeof saveSignatureSchema>;

export const signatureProfileResponseSchema = z
  .object({
    kind: kindSchema,
    source: z.enum(['typed', 'drawn', 'uploaded']),
    updated_at: z.string(),
  })
  .meta({ id: 'SignatureProfile' });
export type SignatureProfileResponse = z.output<typeof signatureProfileResponseSchema>;
