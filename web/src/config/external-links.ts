// Addresses outside the SPA. Build-time overrides come from VITE_* variables (read only here).
const env = import.meta.env;

const pick = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

export const externalLinks = {
  // The spec's "Verify" item opens the government validation site in a new tab.
  governmentValidator: pick(env.VITE_GOVERNMENT_VALIDATOR_URL, 'https://validar.iti.gov.br/'),
  termsOfUse: pick(env.VITE_TERMS_OF_USE_URL, '/legal/terms-of-use'),
  privacyPolicy: pick(env.VITE_PRIVACY_POLICY_URL, '/legal/privacy-policy'),
  cookiePolicy: pick(env.VITE_COOKIE_POLICY_URL, '/legal/cookie-policy'),
  // The developer documentation: the gateway's API reference and the SDK's README, both served by
  // the gateway (an install may point them elsewhere).
  apiReference: pick(env.VITE_API_REFERENCE_URL, '/api/docs'),
  sdkReadme: pick(env.VITE_SDK_README_URL, '/api/sdk/README.md'),
  // The Corporate plan's "talk to us" (organization spec §2: a consultant, no price).
  salesContact: pick(env.VITE_SALES_CONTACT_URL, 'mailto:vendas@rubrica.app?subject=Plano%20Corporativo'),
  // The Corporate plan's lead-capture form, supplied by a marketing-form provider (organization
  // spec §2) and framed in a modal, an absolute https address whose origin the build lets the
  // policy frame; empty: the modal offers the sales contact above instead.
  leadForm: pick(env.VITE_LEAD_FORM_URL, ''),
  // The subscribe wizard's CEP lookup service (`{cep}` stands for the 8 digits, answering as
  // ViaCEP does); empty: only the bundled table is asked.
  cepLookup: pick(env.VITE_CEP_LOOKUP_URL, ''),
  // Pagar.me's public key: set, cards are tokenized by Pagar.me; empty, by the sandbox provider.
  pagarmePublicKey: pick(env.VITE_PAGARME_PUBLIC_KEY, ''),
} as const;
