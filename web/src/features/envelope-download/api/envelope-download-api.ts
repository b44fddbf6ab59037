// The envelope as the link sees it (spec §7), from the generated client (tagged in api/envelopes.ts);
// download links of completed envelopes open it too. The page words its own failures.
export { usePublicViewQuery } from '../../../api/envelopes.js';
