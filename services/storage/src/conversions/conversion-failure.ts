/** The failure codes of `rubrica.storage.document.conversion_failed` (proto/EVENTS.md). */
export const ConversionFailureCode = {
  /** The file is damaged, is not what its name says, or LibreOffice could not read it. */
  Failed: 'conversion.failed',
  /** LibreOffice did not finish within CONVERSION_TIMEOUT_MS and was killed. */
  Timeout: 'conversion.timeout',
  /** Not one of the formats the dashboard accepts (docx, doc, odt, rtf, html). */
  UnsupportedType: 'conversion.unsupported_type',
  /** This installation cannot convert office documents (LibreOffice is not installed). */
  Unavailable: 'conversion.unavailable',
} as const;
export type ConversionFailureCode = (typeof ConversionFailureCode)[keyof typeof ConversionFailureCode];

/** Why a document cannot become a PDF; no retry of the same request would change it. */
export interface ConversionFailure {
  code: ConversionFailureCode;
  message: string;
}
