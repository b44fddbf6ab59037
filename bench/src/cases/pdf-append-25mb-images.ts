// One signer's stamp + signature on the 25 MB images document, by an appended revision (the engine).
import { runPdfCase } from './pdf-workload.js';

await runPdfCase('append', '25 MB images');
