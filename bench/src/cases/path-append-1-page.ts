// Three signers' revisions and the platform seal on the 1 page document, as the service runs them.
import { runSigningPathCase } from './pdf-workload.js';

await runSigningPathCase('append', '1 page');
