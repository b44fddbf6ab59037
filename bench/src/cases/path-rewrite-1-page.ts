// Three signers (pdf-lib load, draw, save, then a signature, each) and the seal on the 1 page document.
import { runSigningPathCase } from './pdf-workload.js';

await runSigningPathCase('rewrite', '1 page');
