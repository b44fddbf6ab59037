import { eventEntities } from '@rubrica/messaging';
import { SignatureProfileEntity } from './signature-profiles/signature-profile.entity.js';
import { SigningRequestEntity } from './signing-requests/signing-request.entity.js';

/** Every entity of `rubrica_signing`, for both processes' DataSource. */
export const signingEntities = [...eventEntities, SigningRequestEntity, SignatureProfileEntity];
