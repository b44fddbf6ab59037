import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

/**
 * The absolute path of an executable file: `command` itself when it names a path (has a "/"),
 * otherwise the first match in the `PATH`-style `searchPath`. Undefined when there is none.
 */
export function findExecutable(command: string, searchPath: string): string | undefined {
  if (command.includes('/')) return isExecutableFile(command) ? resolve(command) : undefined;
  for (const directory of searchPath.split(delimiter)) {
    // An empty or relative PATH entry would depend on the working directory: skip it.
    if (!directory || !isAbsolute(directory)) continue;
    const candidate = join(directory, command);
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
