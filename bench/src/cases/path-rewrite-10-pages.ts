// Three signers (pdf-lib load, draw, save, then a signature, each) and the seal on the 10 pages document.
import { runSigningPathCase } from './pdf-workload.js';

await runSigningPathCase('rewrite', '10 pages');
