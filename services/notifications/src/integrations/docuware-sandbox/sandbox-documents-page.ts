import type { SandboxCabinet, SandboxStoredDocument } from './docuware-sandbox.types.js';

const escape = (value: unknown) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sandbox's front page: each file cabinet with the documents stored in it and their index values. */
export function sandboxDocumentsPage(
  organization: string,
  cabinets: readonly SandboxCabinet[],
  documents: ReadonlyArray<Omit<SandboxStoredDocument, 'body'>>,
): string {
  const sections = cabinets
    .map((cabinet) => {
      const stored = documents.filter((document) => document.FileCabinetId === cabinet.Id);
      const rows = stored
        .map(
          (document) => `<tr>
  <td>${document.Id}</td>
  <td><a href="/sandbox/documents/${document.Id}/file">${escape(document.FileName)}</a></td>
  <td>${document.FileSize}</td>
  <td>${escape(document.StoredBy)}</td>
  <td>${escape(document.CreatedAt)}</td>
  <td>${document.Fields.map((field) => `<div><b>${escape(field.FieldName)}</b>: ${escape(field.Item)}</div>`).join('')}</td>
</tr>`,
        )
        .join('');
      return `<section>
<h2>${escape(cabinet.Name)}${cabinet.IsBasket ? ' (basket)' : ''}</h2>
<p>Id <code>${escape(cabinet.Id)}</code>; index fields: ${
        cabinet.Fields.filter((field) => !field.SystemField)
          .map((field) => `<code>${escape(field.DBFieldName)}</code>`)
          .join(', ') || 'none'
      }</p>
${
  stored.length === 0
    ? '<p>No documents yet.</p>'
    : `<table><thead><tr><th>Id</th><th>File</th><th>Bytes</th><th>Stored by</th><th>Stored at</th><th>Index values</th></tr></thead><tbody>${rows}</tbody></table>`
}
</section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>DocuWare sandbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}</style>
</head><body>
<h1>DocuWare sandbox: ${escape(organization)}</h1>
<p>Documents stored through the DocuWare Platform API since this sandbox started (${documents.length}).</p>
${sections}
</body></html>`;
}
