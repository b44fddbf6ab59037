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

export const paths = {
  waiting: { path: '/', getHref: () => '/' },

  business: {
    root: { path: '/business', getHref: () => '/business' },
    dashboard: { path: '/business/dashboard', getHref: () => '/business/dashboard' },
    documents: {
      root: { path: '/business/documents', getHref: () => '/business/documents' },
      inbox: { path: '/business/documents/inbox', getHref: () => '/business/documents/inbox' },
      sent: {
        path: '/business/documents/sent/:state?',
        getHref: (state?: SentState) =>
          state ? `/business/documents/sent/${segment(state)}` : '/business/documents/sent',
      },
      draft: { path: '/business/documents/draft', getHref: () => '/business/documents/draft' },
      template: {
        path: '/business/documents/template',
        getHref: () => '/business/documents/template',
      },
      byStatus: {
        path: '/business/documents/:status',
        getHref: (status: string) => `/business/documents/${segment(status)}`,
      },
      info: {
        path: '/business/documents/info/:id/:token?',
        getHref: (id: string, token?: string) =>
          token
            ? `/business/documents/info/${segment(id)}/${segment(token)}`
            : `/business/documents/info/${segment(id)}`,
      },
    },
    envelopes: {
      new: { path: '/business/envelopes/new', getHref: () => '/business/envelopes/new' },
      documents: {
        path: '/business/envelopes/:id/documents',
        getHref: (id: string) => `/business/envelopes/${segment(id)}/documents`,
      },
      recipients: {
        path: '/business/envelopes/:id/recipients',
        getHref: (id: string) => `/business/envelopes/${segment(id)}/recipients`,
      },
      fields: {
        path: '/business/envelopes/:id/fields',
        getHref: (id: string) => `/business/envelopes/${segment(id)}/fields`,
      },
      review: {
        path: '/business/envelopes/:id/review',
        getHref: (id: string) => `/business/envelopes/${segment(id)}/review`,
      },
      viewer: {
        path: '/business/envelopes/viewer/:token',
        getHref: (token: string) => `/business/envelopes/viewer/${segment(token)}`,
      },
      download: {
        path: '/business/envelopes/download/:token',
        getHref: (token: string) => `/business/envelopes/download/${segment(token)}`,
      },
      faceToFace: {
        path: '/business/envelopes/face-to-face',
        getHref: () => '/business/envelopes/face-to-face',
      },
      faceToFaceDocument: {
        path: '/business/envelopes/face-to-face/:token',
        getHref: (token: string) => `/business/envelopes/face-to-face/${segment(token)}`,
      },
    },
    storage: {
      root: { path: '/business/storage', getHref: () => '/business/storage' },
      item: {
        path: '/business/storage/:itemId',
        getHref: (itemId: string) => `/business/storage/${segment(itemId)}`,
      },
    },
    users: { path: '/business/users', getHref: () => '/business/users' },
    teams: {
      root: { path: '/business/teams', getHref: () => '/business/teams' },
      edit: {
        path: '/business/teams/edit/:id',
        getHref: (id: string) => `/business/teams/edit/${segment(id)}`,
      },
    },
    roles: {
      edit: {
        path: '/business/roles/edit/:id',
        getHref: (id: string) => `/business/roles/edit/${segment(id)}`,
      },
    },
    checker: { path: '/business/checker', getHref: () => '/business/checker' },
    invitation: {
      path: '/business/invitation',
      getHref: (token: string, email: string) => withQuery('/business/invitation', { token, email }),
    },
    organizations: {
      root: { path: '/business/organizations', getHref: () => '/business/organizations' },
      new: { path: '/business/organizations/new', getHref: () => '/business/organizations/new' },
      settings: {
        path: '/business/organizations/settings',
        getHref: (hash?: 'plans') =>
          hash ? `/business/organizations/settings#${hash}` : '/business/organizations/settings',
      },
    },
  },

  account: {
    root: { path: '/account', getHref: () => '/account' },
    profile: { path: '/account/profile', getHref: () => '/account/profile' },
    // Where a signed-in user whose e-mail is not verified yet is kept (workspace spec, section 8).
    verifyEmail: { path: '/account/verify-email', getHref: () => '/account/verify-email' },
    contacts: { path: '/account/contacts', getHref: () => '/account/contacts' },
    billing: {
      root: { path: '/account/billing', getHref: () => '/account/billing' },
      plan: {
        path: '/account/billing/plan',
        getHref: (query: { tab?: 'plan-details' | 'plans'; autoRedirect?: boolean } = {}) =>
          withQuery('/account/billing/plan', {
            tab: query.tab,
            autoRedirect: query.autoRedirect ? 'true' : undefined,
          }),
      },
      planSubscription: {
        path: '/account/billing/plan/:subscriptionId',
        getHref: (subscriptionId: string) => `/account/billing/plan/${segment(subscriptionId)}`,
      },
      subscription: {
        path: '/account/billing/subscription/:planId/:organizationId',
        getHref: (planId: string, organizationId: string) =>
          `/account/billing/subscription/${segment(planId)}/${segment(organizationId)}`,
      },
    },
    developer: {
      root: { path: '/account/developer', getHref: () => '/account/developer' },
      manageApplications: {
        path: '/account/developer/manageapplications',
        getHref: () => '/account/developer/manageapplications',
      },
      documentation: {
        path: '/account/developer/documentation',
        getHref: () => '/account/developer/documentation',
      },
    },
    configuration: { path: '/account/configuration', getHref: () => '/account/configuration' },
    users: {
      root: { path: '/account/users', getHref: () => '/account/users' },
      usersGuest: { path: '/account/users/usersguest', getHref: () => '/account/users/usersguest' },
      pendingInvites: {
        path: '/account/users/pendinginvites',
        getHref: () => '/account/users/pendinginvites',
      },
    },
    integrations: {
      root: { path: '/account/integrations', getHref: () => '/account/integrations' },
      allTools: {
        path: '/account/integrations/alltools',
        getHref: () => '/account/integrations/alltools',
      },
      activeIntegrations: {
        path: '/account/integrations/activeintegrations',
        getHref: () => '/account/integrations/activeintegrations',
      },
      // Not named by the spec: the organization's webhook endpoints sit beside its integrations.
      webhooks: {
        path: '/account/integrations/webhooks',
        getHref: (endpointId?: string) =>
          withQuery('/account/integrations/webhooks', { endpoint: endpointId }),
      },
    },
  },

  public: {
    root: { path: '/public', getHref: () => '/public' },
    checker: {
      path: '/public/checker',
      getHref: (token?: string) => withQuery('/public/checker', { token }),
    },
    storage: {
      path: '/public/storage/:itemId',
      getHref: (publishToken: string) => `/public/storage/${segment(publishToken)}`,
    },
    envelopes: {
      viewer: {
        path: '/public/envelopes/viewer/:token',
        getHref: (token: string) => `/public/envelopes/viewer/${segment(token)}`,
      },
      download: {
        path: '/public/envelopes/download/:token',
        getHref: (token: string) => `/public/envelopes/download/${segment(token)}`,
      },
    },
  },

  // The footer's texts (terms of use, privacy and cookie policies), open to everyone.
  legal: {
    termsOfUse: { path: '/legal/terms-of-use', getHref: () => '/legal/terms-of-use' },
    privacyPolicy: { path: '/legal/privacy-policy', getHref: () => '/legal/privacy-policy' },
    cookiePolicy: { path: '/legal/cookie-policy', getHref: () => '/legal/cookie-policy' },
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
