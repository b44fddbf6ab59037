// One signer's stamp + signature on the 1 page document, by an appended revision (the engine).
import { runPdfCase } from './pdf-workload.js';

await runPdfCase('append', '1 page');
