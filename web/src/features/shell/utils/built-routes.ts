import { matchPath } from 'react-router';

import { paths } from '../../../config/paths.js';

/**
 * The screens of the signed-in areas the SPA has built. The workspace and commercial specs name
 * more (users, teams, roles, organizations, contacts, developer, integrations, settings ...);
 * until a screen exists its shell entry stays hidden instead of leading to the 404 page. A test
 * keeps this list and the route tree in step: add a route, add it here.
 */
export const BUILT_ROUTES: readonly string[] = [
  paths.business.dashboard.path,
  paths.business.documents.root.path,
  paths.business.documents.inbox.path,
  paths.business.documents.sent.path,
  paths.business.documents.draft.path,
  paths.business.documents.template.path,
  paths.business.documents.byStatus.path,
  paths.business.documents.info.path,
  paths.business.envelopes.new.path,
  paths.business.envelopes.documents.path,
  paths.business.envelopes.recipients.path,
  paths.business.envelopes.fields.path,
  paths.business.envelopes.review.path,
  paths.business.envelopes.faceToFace.path,
  paths.business.envelopes.faceToFaceDocument.path,
  paths.business.storage.root.path,
  paths.business.storage.item.path,
  paths.business.teams.root.path,
  paths.business.teams.edit.path,
  paths.business.users.path,
  paths.business.roles.edit.path,
  paths.business.root.path,
  paths.business.organizations.root.path,
  paths.business.organizations.new.path,
  paths.business.organizations.settings.path,
  paths.account.profile.path,
  paths.account.contacts.path,
  paths.account.users.root.path,
  paths.account.users.usersGuest.path,
  paths.account.users.pendingInvites.path,
  paths.account.billing.root.path,
  paths.account.billing.plan.path,
  paths.account.billing.planSubscription.path,
  paths.account.billing.subscription.path,
  paths.account.configuration.path,
  paths.account.integrations.root.path,
  paths.account.integrations.allTools.path,
  paths.account.integrations.activeIntegrations.path,
  paths.account.integrations.webhooks.path,
  paths.account.developer.root.path,
  paths.account.developer.manageApplications.path,
  paths.account.developer.documentation.path,
];

/** Whether an in-app address (query and fragment ignored) leads to a built screen. */
export const isBuiltRoute = (href: string): boolean => {
  const pathname = href.split(/[?#]/)[0] ?? href;
  return BUILT_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
};
