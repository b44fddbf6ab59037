import { paths } from '../../../config/paths.js';

/**
 * Where a redirect action goes (workspace spec §2, "Redirect entry"), or null for the fallback.
 * The spec's fallback is /home, a route this app does not have: the caller uses the dashboard.
 * An action without the parameter it needs falls back too rather than opening a broken page.
 */
export function redirectTarget(query: URLSearchParams): string | null {
  const value = (name: string): string | null => query.get(name)?.trim() || null;
  const token = value('token');
  switch (query.get('action')) {
    case 'show_recipient_action':
      return token && paths.business.envelopes.viewer.getHref(token);
    case 'show_recipient_envelope_completed':
      return token && paths.business.envelopes.download.getHref(token);
    case 'organization_invitation_accept': {
      const email = value('email');
      return token && email && paths.business.invitation.getHref(token, email);
    }
    case 'validate_document': {
      const code = value('code');
      return code && paths.public.checker.getHref(code);
    }
    case 'show_envelope':
    case 'show_envelope_completed': {
      const id = value('id');
      return id && paths.business.documents.info.getHref(id);
    }
    default:
      return null;
  }
}
