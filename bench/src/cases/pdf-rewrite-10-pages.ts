// One signer's stamp + signature on the 10 pages document, by a full pdf-lib rewrite, then the signature.
import { runPdfCase } from './pdf-workload.js';

await runPdfCase('rewrite', '10 pages');
