// One signer's stamp + signature on the 25 MB images document, by a full pdf-lib rewrite, then the signature.
import { runPdfCase } from './pdf-workload.js';

await runPdfCase('rewrite', '25 MB images');
