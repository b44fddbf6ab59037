import { Injectable } from '@nestjs/common';
import {
  addDocumentTimestamp,
  addValidationData,
  signatureMaterial,
  type DocumentTimestamper,
} from '../pdf/index.js';
import { RevocationSources } from './revocation-data.client.js';
import { TimestampAuthority } from './timestamp-authority.client.js';

export interface LongTermValidationResult {
  pdf: Uint8Array;
  /** A DSS revision went in (certificates, CRLs and OCSP answers new to the document). */
  validationData: boolean;
  /** A document timestamp went in. */
  documentTimestamp: boolean;
  /** Revocation data that could not be had (the file is sealed all the same). */
  missing: string[];
}

/**
 * PAdES B-LT / B-LTA over a signed file: a revision with the Document Security Store (every
 * certificate of its signatures and timestamps, their CRLs and OCSP answers), then a document
 * timestamp over the whole file. Run again later (re-timestamping), it first adds the validation
 * data of the newest timestamp, then stamps again.
 */
@Injectable()
export class LongTermValidation {
  constructor(
    private readonly sources: RevocationSources,
    private readonly authority: TimestampAuthority,
  ) {}

  async extend(
    pdf: Uint8Array,
    documentTimestamp: DocumentTimestamper | undefined,
  ): Promise<LongTermValidationResult> {
    const material = await signatureMaterial(pdf);
    const revocation = await this.sources.gather(material.certificates);
    const withData = await addValidationData(pdf, {
      certificates: material.certificates,
      crls: revocation.crls,
      ocsps: revocation.ocsps,
    });
    const { certificates, crls, ocsps } = withData.added;
    const validationData = certificates + crls + ocsps > 0;
    if (!documentTimestamp) {
      return { pdf: withData.pdf, validationData, documentTimestamp: false, missing: revocation.missing };
    }
    const stamped = await addDocumentTimestamp(withData.pdf, {
      timestamp: documentTimestamp,
      reserveBytes: this.authority.reserveBytes,
    });
    return {
      pdf: stamped.pdf,
      validationData,
      documentTimestamp: stamped.fieldName !== undefined,
      missing: revocation.missing,
    };
  }
}
