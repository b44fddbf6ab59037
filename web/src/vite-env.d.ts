/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GOVERNMENT_VALIDATOR_URL?: string;
  readonly VITE_TERMS_OF_USE_URL?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_COOKIE_POLICY_URL?: string;
  readonly VITE_API_REFERENCE_URL?: string;
  readonly VITE_SDK_README_URL?: string;
  readonly VITE_SALES_CONTACT_URL?: string;
  readonly VITE_LEAD_FORM_URL?: string;
  readonly VITE_CEP_LOOKUP_URL?: string;
  readonly VITE_PAGARME_PUBLIC_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// A part of a language's catalogue (i18n/catalogue-parts.ts), built by vite.config.ts.
declare module '*.json?part=link' {
  const sections: Record<string, import('i18next').ResourceKey>;
  export default sections;
}
declare module '*.json?part=rest' {
  const sections: Record<string, import('i18next').ResourceKey>;
  export default sections;
}
