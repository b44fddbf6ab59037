import type { PluginApp } from './signer-plugin-client.js';

/** Where this browser remembers the app it registered at the plugin (spec §4: "remembered locally"). */
export const PLUGIN_APP_STORAGE_KEY = 'rubrica.signerPluginApp';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

const isApp = (value: unknown): value is PluginApp =>
  typeof value === 'object' &&
  value !== null &&
  ['Id', 'Key', 'AuthorizationUrl'].every(
    (name) => typeof (value as Record<string, unknown>)[name] === 'string',
  );

export const pluginAppStore = {
  get(): PluginApp | null {
    try {
      const value: unknown = JSON.parse(storage()?.getItem(PLUGIN_APP_STORAGE_KEY) ?? 'null');
      return isApp(value) ? value : null;
    } catch {
      return null;
    }
  },
  set(app: PluginApp): void {
    try {
      storage()?.setItem(
        PLUGIN_APP_STORAGE_KEY,
        JSON.stringify({ Id: app.Id, Key: app.Key, AuthorizationUrl: app.AuthorizationUrl }),
      );
    } catch {
      // Storage refused: the signer authorises again next time.
    }
  },
  clear(): void {
    try {
      storage()?.removeItem(PLUGIN_APP_STORAGE_KEY);
    } catch {
      // Nothing to forget.
    }
  },
};
