import { z } from '@rubrica/config';
import { INTEGRATION_TYPES } from './integration-catalogue.js';

// The answers of the integrations routes; the route table holds each to its handler's return type.

export const integrationCatalogueSchema = z.object({
  data: z.array(
    z.object({
      id: z.enum(INTEGRATION_TYPES),
      value: z.enum(INTEGRATION_TYPES),
      type: z.enum(INTEGRATION_TYPES),
      name: z.string(),
      label: z.string(),
      description: z.string(),
      /** An image (a data URL). */
      icon: z.string(),
      logo: z.string(),
      /** Whether the organization has this tool configured. */
      is_active: z.boolean(),
      config_fields: z.array(
        z.object({
          name: z.string(),
          type: z.enum(['url', 'text', 'password']),
          required: z.boolean(),
          label: z.string(),
          hint: z.string(),
          /** A suggested value (outside production, the DocuWare sandbox's address). */
          default: z.string().optional(),
        }),
      ),
    }),
  ),
});

export const integrationResponseSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  label: z.string(),
  icon: z.string(),
  /** The readable fields of its config; the password is never sent back. */
  config: z.record(z.string(), z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const integrationLoginResponseSchema = z.object({
  success: z.boolean(),
  /** Where the documents would be stored. */
  file_cabinet: z.object({ id: z.string(), name: z.string() }),
});
