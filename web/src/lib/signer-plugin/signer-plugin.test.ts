import { afterEach, describe, expect, it, vi } from 'vitest';

import { detectOs, pluginDownloadLink } from './download-link.js';
import { PLUGIN_APP_STORAGE_KEY, pluginAppStore } from './plugin-app-store.js';
import { SignerPluginClient, SignerPluginError } from './signer-plugin-client.js';
import { stripArmour } from './strip-armour.js';

afterEach(() => vi.unstubAllGlobals());

describe('signer plugin helpers', () => {
  it('strips armour lines and line breaks from a signature, and leaves a bare one as it is', () => {
    expect(
      stripArmour('-----BEGIN PKCS1 SIGNATURE-----\r\nQUJD\nREVG\n-----END PKCS1 SIGNATURE-----\n'),
    ).toBe('QUJDREVG');
    expect(stripArmour('QUJDREVG')).toBe('QUJDREVG');
  });

  it("offers the installer of the signer's system", () => {
    expect(detectOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(detectOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)')).toBe('macos');
    expect(detectOs('Mozilla/5.0 (X11; Linux x86_64)')).toBe('linux');
    expect(pluginDownloadLink('windows')).toBe('/downloads/signer-plugin-windows.msi');
    expect(pluginDownloadLink('macos')).toBe('/downloads/signer-plugin-macos.pkg');
  });

  it('remembers the registered app, and ignores what is not one', () => {
    const app = { Id: 'a', Key: 'k', AuthorizationUrl: 'http://127.0.0.1:17300/authorize/a' };
    pluginAppStore.set(app);
    expect(pluginAppStore.get()).toEqual(app);
    localStorage.setItem(PLUGIN_APP_STORAGE_KEY, '{"Id":1}');
    expect(pluginAppStore.get()).toBeNull();
    localStorage.setItem(PLUGIN_APP_STORAGE_KEY, 'not json');
    expect(pluginAppStore.get()).toBeNull();
    pluginAppStore.set(app);
    pluginAppStore.clear();
    expect(pluginAppStore.get()).toBeNull();
  });

  it("reads the plugin's refusals as their status and code", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ Code: 'invalid_pin', Message: 'Wrong PIN.' }), { status: 401 }),
      ),
    );
    const refusal = await new SignerPluginClient('http://127.0.0.1:1')
      .authenticate('c-1', '0000')
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SignerPluginError);
    expect(refusal).toMatchObject({ status: 401, code: 'invalid_pin', message: 'Wrong PIN.' });
  });
});
