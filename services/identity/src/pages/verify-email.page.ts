import type { SafeHtml } from './html.js';
import { appLink, noticePage } from './layout.js';
import type { PageContext } from './page-context.js';

export function renderVerifyEmailPage(
  ctx: PageContext,
  model: { verified: boolean; appUrl: string },
): SafeHtml {
  const t = ctx.t.verifyEmail;
  const [heading, body] = model.verified ? [t.doneHeading, t.doneBody] : [t.failedHeading, t.failedBody];
  return noticePage(ctx, t.title, heading, body, appLink(ctx, model.appUrl));
}
