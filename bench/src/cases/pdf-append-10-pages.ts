// One signer's stamp + signature on the 10 pages document, by an appended revision (the engine).
import { runPdfCase } from './pdf-workload.js';

await runPdfCase('append', '10 pages');
