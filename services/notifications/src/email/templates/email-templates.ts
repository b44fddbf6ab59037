import type { EmailLocale, EmailTemplateName } from '@rubrica/jobs';
import { accountExistsTemplate } from './account-exists.template.js';
import type { EmailContent } from './email-template.js';
import { envelopeActionRequiredTemplate } from './envelope-action-required.template.js';
import { envelopeCancelledTemplate } from './envelope-cancelled.template.js';
import { envelopeCompletedTemplate } from './envelope-completed.template.js';
import { envelopeExpiredTemplate } from './envelope-expired.template.js';
import { envelopeRejectedTemplate } from './envelope-rejected.template.js';
import { envelopeReminderTemplate } from './envelope-reminder.template.js';
import { organizationInvitationTemplate } from './organization-invitation.template.js';
import { resetPasswordTemplate } from './reset-password.template.js';
import { verifyEmailTemplate } from './verify-email.template.js';

/** A template with its param names erased, as the registry holds it. */
export interface RegisteredEmailTemplate {
  required: readonly string[];
  optional: readonly string[];
  content: Record<EmailLocale, (params: never) => EmailContent>;
}

/**
 * Every template, by the name jobs carry (`EMAIL_TEMPLATE_NAMES` in `@rubrica/jobs`). Adding an
 * e-mail: add its name there, write `<name>.template.ts` beside this file, register it here; the
 * compiler then demands it, and `email-templates.spec.ts` checks its three languages.
 */
export const emailTemplates: Record<EmailTemplateName, RegisteredEmailTemplate> = {
  'verify-email': verifyEmailTemplate,
  'reset-password': resetPasswordTemplate,
  'account-exists': accountExistsTemplate,
  'organization-invitation': organizationInvitationTemplate,
  'envelope-action-required': envelopeActionRequiredTemplate,
  'envelope-reminder': envelopeReminderTemplate,
  'envelope-rejected': envelopeRejectedTemplate,
  'envelope-cancelled': envelopeCancelledTemplate,
  'envelope-expired': envelopeExpiredTemplate,
  'envelope-completed': envelopeCompletedTemplate,
};
