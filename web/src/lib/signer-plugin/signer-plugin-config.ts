// Where the local signer plugin listens on the signer's own computer, and where its installers
// are offered. Build-time overrides come from VITE_* variables (read only here).
import { DEFAULT_SIGNER_PLUGIN_URL } from './signer-plugin-defaults.js';

export { DEFAULT_SIGNER_PLUGIN_PORT } from './signer-plugin-defaults.js';

const env = import.meta.env;

const pick = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;

export const signerPluginConfig = {
  baseUrl: pick(env.VITE_SIGNER_PLUGIN_URL, DEFAULT_SIGNER_PLUGIN_URL),
  /** The installers' folder: `<downloads>/signer-plugin-<os>.<ext>`. */
  downloadsUrl: pick(env.VITE_SIGNER_PLUGIN_DOWNLOADS_URL, '/downloads'),
} as const;
