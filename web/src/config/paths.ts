// Every route of the SPA, as the spec's route tables name them (history mode, no hash).
// `path` is the react-router pattern; `getHref` builds a concrete address from typed parameters.

const segment = (value: string | number): string => encodeURIComponent(String(value));

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** States the sent tab accepts as its optional filter (spec: envelopes, section 2). */
export const SENT_STATES = ['in-transit', 'rejected', 'completed', 'cancelled'] as const;
export type SentState = (typeof SENT_STATES)[number];

/** A route without parameters: its address is its pattern. */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

/** A route with one `:parameter`, which getHref fills in. */
const withParam = <P extends string>(path: P) => ({
  path,
  getHref: (value: string) => path.replace(/:\w+/, segment(value)),
});

export const paths = {
  waiting: fixed('/'),

  business: {
    root: fixed('/business'),
    dashboard: fixed('/business/dashboard'),
    documents: {
      root: fixed('/business/documents'),
      inbox: fixed('/business/documents/inbox'),
      sent: {
        path: '/business/documents/sent/:state?',
        getHref: (state?: SentState) =>
          state ? `/business/documents/sent/${segment(state)}` : '/business/documents/sent',
      },
      draft: fixed('/business/documents/draft'),
      template: fixed('/business/documents/template'),
      byStatus: withParam('/business/documents/:status'),
      info: {
        path: '/business/documents/info/:id/:token?',
        getHref: (id: string, token?: string) =>
          token
            ? `/business/documents/info/${segment(id)}/${segment(token)}`
            : `/business/documents/info/${segment(id)}`,
      },
    },
    envelopes: {
      new: fixed('/business/envelopes/new'),
      documents: withParam('/business/envelopes/:id/documents'),
      recipients: withParam('/business/envelopes/:id/recipients'),
      fields: withParam('/business/envelopes/:id/fields'),
      review: withParam('/business/envelopes/:id/review'),
      viewer: withParam('/business/envelopes/viewer/:token'),
      download: withParam('/business/envelopes/download/:token'),
      faceToFace: fixed('/business/envelopes/face-to-face'),
      faceToFaceDocument: withParam('/business/envelopes/face-to-face/:token'),
    },
    storage: {
      root: fixed('/business/storage'),
      item: withParam('/business/storage/:itemId'),
    },
    users: fixed('/business/users'),
    teams: {
      root: fixed('/business/teams'),
      edit: withParam('/business/teams/edit/:id'),
    },
    roles: {
      edit: withParam('/business/roles/edit/:id'),
    },
    checker: fixed('/business/checker'),
    invitation: {
      path: '/business/invitation',
      getHref: (token: string, email: string) => withQuery('/business/invitation', { token, email }),
    },
    organizations: {
      root: fixed('/business/organizations'),
      new: fixed('/business/organizations/new'),
      settings: {
        path: '/business/organizations/settings',
        getHref: (hash?: 'plans') =>
          hash ? `/business/organizations/settings#${hash}` : '/business/organizations/settings',
      },
    },
  },

  account: {
    root: fixed('/account'),
    profile: fixed('/account/profile'),
    // Where a signed-in user whose e-mail is not verified yet is kept (workspace spec, section 8).
    verifyEmail: fixed('/account/verify-email'),
    contacts: fixed('/account/contacts'),
    billing: {
      root: fixed('/account/billing'),
      plan: {
        path: '/account/billing/plan',
        getHref: (query: { tab?: 'plan-details' | 'plans'; autoRedirect?: boolean } = {}) =>
          withQuery('/account/billing/plan', {
            tab: query.tab,
            autoRedirect: query.autoRedirect ? 'true' : undefined,
          }),
      },
      planSubscription: withParam('/account/billing/plan/:subscriptionId'),
      subscription: {
        path: '/account/billing/subscription/:planId/:organizationId',
        getHref: (planId: string, organizationId: string) =>
          `/account/billing/subscription/${segment(planId)}/${segment(organizationId)}`,
      },
    },
    developer: {
      root: fixed('/account/developer'),
      manageApplications: fixed('/account/developer/manageapplications'),
      documentation: fixed('/account/developer/documentation'),
    },
    configuration: fixed('/account/configuration'),
    users: {
      root: fixed('/account/users'),
      usersGuest: fixed('/account/users/usersguest'),
      pendingInvites: fixed('/account/users/pendinginvites'),
    },
    integrations: {
      root: fixed('/account/integrations'),
      allTools: fixed('/account/integrations/alltools'),
      activeIntegrations: fixed('/account/integrations/activeintegrations'),
      // Not named by the spec: the organization's webhook endpoints sit beside its integrations.
      webhooks: {
        path: '/account/integrations/webhooks',
        getHref: (endpointId?: string) =>
          withQuery('/account/integrations/webhooks', { endpoint: endpointId }),
      },
    },
  },

  public: {
    root: fixed('/public'),
    checker: {
      path: '/public/checker',
      getHref: (token?: string) => withQuery('/public/checker', { token }),
    },
    // Opened by the folder's publish token.
    storage: withParam('/public/storage/:itemId'),
    envelopes: {
      viewer: withParam('/public/envelopes/viewer/:token'),
      download: withParam('/public/envelopes/download/:token'),
    },
  },

  // The footer's texts (terms of use, privacy and cookie policies), open to everyone.
  legal: {
    termsOfUse: fixed('/legal/terms-of-use'),
    privacyPolicy: fixed('/legal/privacy-policy'),
    cookiePolicy: fixed('/legal/cookie-policy'),
  },

  // Served by the gateway, not the SPA: reach them with a full page navigation.
  auth: {
    login: {
      getHref: (continuePath: string) => `/auth/login?continue=${encodeURIComponent(continuePath)}`,
    },
    logout: { getHref: () => '/auth/logout' },
  },

  redirect: {
    path: '/_redirect',
    getHref: (action: string, query: Record<string, string> = {}) =>
      withQuery('/_redirect', { action, ...query }),
  },

  notFound: { path: '*', getHref: () => '/404' },
} as const;
