// Kept apart from signer-plugin-config.ts (which reads import.meta.env) so the build's
// configuration can read it too: the content security policy must admit the plugin's origin.

/** The port the plugin (and the sandbox plugin `make run` starts) listens on by default. */
export const DEFAULT_SIGNER_PLUGIN_PORT = 17300;

/** The plugin's address when VITE_SIGNER_PLUGIN_URL does not name another. */
export const DEFAULT_SIGNER_PLUGIN_URL = `http://127.0.0.1:${DEFAULT_SIGNER_PLUGIN_PORT}`;
