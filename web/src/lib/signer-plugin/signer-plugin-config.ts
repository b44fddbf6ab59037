// Where the local signer plugin listens on the signer's own computer, and where its installers
// are offered. Build-time overrides come from VITE_* variables (read only here).
const env = import.meta.env;

const pick = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;

/** The port the plugin (and the sandbox plugin `make run` starts) listens on by default. */
export const DEFAULT_SIGNER_PLUGIN_PORT = 17300;

export const signerPluginConfig = {
  baseUrl: pick(env.VITE_SIGNER_PLUGIN_URL, `http://127.0.0.1:${DEFAULT_SIGNER_PLUGIN_PORT}`),
  /** The installers' folder: `<downloads>/signer-plugin-<os>.<ext>`. */
  downloadsUrl: pick(env.VITE_SIGNER_PLUGIN_DOWNLOADS_URL, '/downloads'),
} as const;
