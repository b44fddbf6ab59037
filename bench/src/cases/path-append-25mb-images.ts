// Three signers' revisions and the platform seal on the 25 MB images document, as the service runs them.
import { runSigningPathCase } from './pdf-workload.js';

await runSigningPathCase('append', '25 MB images');
