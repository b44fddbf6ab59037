import { z } from '@rubrica/config';

const text = z.string().trim().min(1).max(200);

/** DocuWare's config (§3): every field required, the address an http(s) URL. */
const docuwareConfig = z.object({
  server_url: z
    .url({ protocol: /^https?$/ })
    .trim()
    .max(2048),
  file_cabinet: text,
  user: text,
  password: z.string().min(1).max(500),
});
export type DocuwareConfig = z.output<typeof docuwareConfig>;

/**
 * `POST organizations/integrations` and `POST envelopes/integrations/login`: `{type, config}` with
 * the tool's fields (§5: "all required fields must be filled to test").
 */
export const integrationInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('docuware'), config: docuwareConfig }),
]);
export type IntegrationInput = z.output<typeof integrationInputSchema>;

/**
 * `PATCH organizations/integrations`: the same, except that the password may be left out to keep
 * the stored one (it is never read back, so an edit that does not change it cannot send it).
 */
export const integrationUpdateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('docuware'), config: docuwareConfig.partial({ password: true }) }),
]);
export type IntegrationUpdate = z.output<typeof integrationUpdateSchema>;
