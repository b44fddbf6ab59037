// One signer's stamp + signature on the 1 page document, by a full pdf-lib rewrite, then the signature.
import { runPdfCase } from './pdf-workload.js';

await runPdfCase('rewrite', '1 page');
