import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const setting = (path: string, name: string, value: string | number | boolean) =>
  `<item oor:path="${path}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`;

// Documents come from users: a converted file must not reach the network (an HTML page or a
// Word file may link images and style sheets from any address, internal ones included) nor pull
// local files into the PDF. Links go to a closed local port as proxy; links outside trusted
// locations (there are none) are blocked; macros never run.
const DEAD_PROXY = { host: '127.0.0.1', port: 9 };
const SETTINGS = [
  setting('/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', true),
  setting('/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', true),
  setting('/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', 3),
  setting('/org.openoffice.Inet/Settings', 'ooInetProxyType', 2),
  ...['HTTP', 'HTTPS', 'FTP'].flatMap((scheme) => [
    setting('/org.openoffice.Inet/Settings', `ooInet${scheme}ProxyName`, DEAD_PROXY.host),
    setting('/org.openoffice.Inet/Settings', `ooInet${scheme}ProxyPort`, DEAD_PROXY.port),
  ]),
  setting('/org.openoffice.Inet/Settings', 'ooInetNoProxy', ''),
];

/** Prepares a new LibreOffice profile folder with the settings above (read at its first start). */
export async function writeLockedDownProfile(profileDir: string): Promise<void> {
  await mkdir(join(profileDir, 'user'), { recursive: true });
  await writeFile(
    join(profileDir, 'user', 'registrymodifications.xcu'),
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<oor:items xmlns:oor="http://openoffice.org/2001/registry" ' +
      'xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
      SETTINGS.join('\n') +
      '\n</oor:items>\n',
  );
}
