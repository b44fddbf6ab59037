import { z } from '@rubrica/config';
import { pageQuery, requiredText, searchQuery } from '../common/common.schemas.js';

/** Spec §5: team name required. */
export const teamNameSchema = z.object({ name: requiredText('name', 255) });

export const listTeamsQuerySchema = z.object({
  page: pageQuery,
  q: searchQuery,
  /** `include=users-preview` adds up to 4 users to each card. */
  include: z.preprocess((value) => (typeof value === 'string' ? value.split(',') : []), z.array(z.string())),
});
