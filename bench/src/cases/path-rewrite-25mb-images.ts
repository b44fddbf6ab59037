// Three signers (pdf-lib load, draw, save, then a signature, each) and the seal on the 25 MB images document.
import { runSigningPathCase } from './pdf-workload.js';

await runSigningPathCase('rewrite', '25 MB images');
