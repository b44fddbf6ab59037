/** What the DocuWare sandbox keeps, in DocuWare's own field names. */

export interface SandboxCabinetField {
  DBFieldName: string;
  DisplayName: string;
  DWFieldType: string;
  SystemField: boolean;
}

export interface SandboxCabinet {
  Id: string;
  Name: string;
  IsBasket: boolean;
  Fields: SandboxCabinetField[];
}

export interface SandboxStoredDocument {
  Id: number;
  FileCabinetId: string;
  Title: string;
  FileName: string;
  ContentType: string;
  FileSize: number;
  Sha256: string;
  StoredBy: string;
  CreatedAt: string;
  Fields: Array<{ FieldName: string; Item: unknown; ItemElementName: string }>;
  body: Buffer;
}
