import { html, type SafeHtml } from './html.js';
import { csrfInput, layout } from './layout.js';
import type { PageContext } from './page-context.js';
import { fill } from './page-locale.js';

export function renderConsentPage(
  ctx: PageContext,
  model: {
    appName: string;
    scopes: string[];
    /** The user's organizations: the app will act in the one chosen, and no other. */
    organizations: Array<{ id: string; name: string }>;
    approveAction: string;
    denyAction: string;
  },
): SafeHtml {
  const t = ctx.t.consent;
  const describe = (scope: string): string =>
    scope in t.scopes && scope !== 'other'
      ? t.scopes[scope as keyof typeof t.scopes]
      : fill(t.scopes.other, { scope });
  return layout(
    ctx,
    t.title,
    html`<h1>${fill(t.heading, { app: model.appName })}</h1>
      <p>${fill(t.body, { app: model.appName })}</p>
      <ul class="scopes">
        ${model.scopes.map((scope) => html`<li>${describe(scope)}</li>`)}
      </ul>
      <form method="post" action="${model.approveAction}">
        ${csrfInput(ctx)}
        <div class="field">
          <label for="field-organization">${t.organization}</label>
          <select id="field-organization" name="organization" required>
            ${model.organizations.map(
              (organization) => html`<option value="${organization.id}">${organization.name}</option>`,
            )}
          </select>
        </div>
        <button type="submit">${t.approve}</button>
      </form>
      <form method="post" action="${model.denyAction}">
        ${csrfInput(ctx)}
        <button type="submit" class="secondary">${t.deny}</button>
      </form>`,
  );
}
