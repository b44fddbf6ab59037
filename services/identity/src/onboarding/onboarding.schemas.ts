import { z } from '@rubrica/config';

export const MAX_SETTINGS = 100;
const MAX_NAME_LENGTH = 64;
const MAX_TEXT_LENGTH = 1000;

/**
 * PUT /onboardings {settings}: the SPA's onboarding flags, a map of name to value
 * (workspace-and-personal §3). Names are up to 64 characters; values are booleans, finite
 * numbers or short strings, so the map stays a small set of flags rather than a data store.
 */
const NAME_MESSAGE = `Setting names must be 1 to ${MAX_NAME_LENGTH} characters long.`;
const VALUE_MESSAGE = `Each setting must be a boolean, a number or a text of at most ${MAX_TEXT_LENGTH} characters.`;

export const onboardingSettingsSchema = z.object({
  settings: z
    .record(
      z.string().min(1).max(MAX_NAME_LENGTH),
      z.union([z.boolean(), z.number().finite(), z.string().max(MAX_TEXT_LENGTH, VALUE_MESSAGE)], {
        error: VALUE_MESSAGE,
      }),
      {
        error: (issue) => {
          if (issue.code === 'invalid_key') return NAME_MESSAGE;
          return issue.input === undefined || issue.input === null
            ? 'The settings field is required.'
            : 'The settings must be an object of names to values.';
        },
      },
    )
    .refine((settings) => Object.keys(settings).length <= MAX_SETTINGS, {
      message: `The settings may not have more than ${MAX_SETTINGS} entries.`,
    }),
});

export type OnboardingSettings = Record<string, boolean | number | string>;
