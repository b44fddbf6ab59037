// Scripting entry: `npm run create-api-client -w services/identity -- --email ... --name ... --organization ...`
import { runCreateApiClient } from './create-api-client.command.js';

try {
  process.exitCode = await runCreateApiClient(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    error: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(
    `create-api-client failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
