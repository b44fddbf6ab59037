// Three signers' revisions and the platform seal on the 200 pages document, as the service runs them.
import { runSigningPathCase } from './pdf-workload.js';

await runSigningPathCase('append', '200 pages');
