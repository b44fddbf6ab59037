// One signer's stamp + signature on the 200 pages document, by a full pdf-lib rewrite, then the signature.
import { runPdfCase } from './pdf-workload.js';

await runPdfCase('rewrite', '200 pages');
