import { eventMigrations } from '@rubrica/messaging';
import { EnvelopesSchema1720000000000 } from './1720000000000-envelopes-schema.js';
import { Drafting1730000000000 } from './1730000000000-drafting.js';
import { DocumentConversion1730000000001 } from './1730000000001-document-conversion.js';
import { EnvelopeFlow1731000000000 } from './1731000000000-envelope-flow.js';
import { EnvelopeSentAt1733000000000 } from './1733000000000-envelope-sent-at.js';
import { QualifiedSignatures1734000000000 } from './1734000000000-qualified-signatures.js';
import { TokenRevocationReason1735500000000 } from './1735500000000-token-revocation-reason.js';
import { EventActors1736000000000 } from './1736000000000-event-actors.js';
import { DocumentRemovedContent1736600000000 } from './1736600000000-document-removed-content.js';
import { DocumentConversionErrorCode1736700000000 } from './1736700000000-document-conversion-error-code.js';
import { ListIndexes1737000000000 } from './1737000000000-list-indexes.js';
import { RecipientListColumns1737100000000 } from './1737100000000-recipient-list-columns.js';
import { TextTags1737200000000 } from './1737200000000-text-tags.js';
import { SealedCopyVersions1737400000000 } from './1737400000000-sealed-copy-versions.js';
import { ListTotals1737500000000 } from './1737500000000-list-totals.js';
import { SearchTables1737600000000 } from './1737600000000-search-tables.js';
import { SearchCounts1737700000000 } from './1737700000000-search-counts.js';
import { SearchMatchCounts1737800000000 } from './1737800000000-search-match-counts.js';

/**
 * Every migration of `rubrica_envelopes`, oldest first. The first ones create the outbox and
 * processed-events tables (shared with every service); business tables follow with their features.
 */
export const envelopesMigrations = [
  ...eventMigrations,
  EnvelopesSchema1720000000000,
  Drafting1730000000000,
  DocumentConversion1730000000001,
  EnvelopeFlow1731000000000,
  EnvelopeSentAt1733000000000,
  QualifiedSignatures1734000000000,
  TokenRevocationReason1735500000000,
  EventActors1736000000000,
  DocumentRemovedContent1736600000000,
  DocumentConversionErrorCode1736700000000,
  ListIndexes1737000000000,
  RecipientListColumns1737100000000,
  TextTags1737200000000,
  SealedCopyVersions1737400000000,
  ListTotals1737500000000,
  SearchTables1737600000000,
  SearchCounts1737700000000,
  SearchMatchCounts1737800000000,
];
