import { signerPluginConfig } from './signer-plugin-config.js';

export type PluginOs = 'windows' | 'macos' | 'linux';

const INSTALLERS: Record<PluginOs, string> = {
  windows: 'signer-plugin-windows.msi',
  macos: 'signer-plugin-macos.pkg',
  linux: 'signer-plugin-linux.deb',
};

/** The signer's operating system, from the browser's description of itself. */
export const detectOs = (userAgent: string = globalThis.navigator?.userAgent ?? ''): PluginOs => {
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macos';
  return 'linux';
};

/** The installer for that system (spec §8: the download modal's OS-specific link). */
export const pluginDownloadLink = (os: PluginOs): string =>
  `${signerPluginConfig.downloadsUrl}/${INSTALLERS[os]}`;
