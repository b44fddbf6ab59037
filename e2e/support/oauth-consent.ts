import * as oidc from 'openid-client';
import { BrowserClient, readForm } from './browser-client.js';

export interface ConsentRequest {
  /** The gateway's address (the issuer is `${gatewayUrl}/oidc`). */
  gatewayUrl: string;
  configuration: oidc.Configuration;
  redirect: string;
  account: { email: string; password: string };
  appName: string;
  scope: string;
  /** The organization picked on the consent page (its first choice when absent). */
  organization?: string;
  parameters?: Record<string, string>;
}

/**
 * A person grants an app access on the real login and consent pages, through the gateway, in a
 * browser of their own; answers the tokens openid-client gets for the code (PKCE).
 */
export async function authorizeThroughConsent(
  request: ConsentRequest,
): ReturnType<typeof oidc.authorizationCodeGrant> {
  const { configuration, redirect, account } = request;
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirect,
    scope: request.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...request.parameters,
  });
  if (authorizationUrl.origin + authorizationUrl.pathname !== `${request.gatewayUrl}/oidc/auth`)
    throw new Error(`authorization leaves the gateway: ${authorizationUrl.toString()}`);
  const browser = new BrowserClient(request.gatewayUrl);
  const login = await browser.follow(authorizationUrl.toString());
  const loginForm = readForm(await login.response.text());
  const consent = await browser.follow(loginForm.action, {
    fields: { ...loginForm.fields, email: account.email, password: account.password },
  });
  const consentPage = await consent.response.text();
  if (!consentPage.includes(request.appName)) throw new Error(`no consent page for ${request.appName}`);
  if (request.organization && !consentPage.includes(`<option value="${request.organization}">`))
    throw new Error(`the consent page does not offer organization ${request.organization}`);
  const approve = readForm(consentPage, 'Permitir');
  const fields = request.organization
    ? { ...approve.fields, organization: request.organization }
    : approve.fields;
  // The browser leaves the gateway for the app's redirect address: that is where the code is.
  const { url } = await browser.follow(approve.action, { fields });
  if (url.origin + url.pathname !== redirect) throw new Error(`consent ended at ${url.toString()}`);
  return oidc.authorizationCodeGrant(configuration, url, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
}
