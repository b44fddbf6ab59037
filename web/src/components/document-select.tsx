/**
 * Which of an envelope's documents to show, for a view that shows one at a time: a select named by
 * a label only screen readers read, one option per document.
 */
export function DocumentSelect({
  id,
  label,
  className,
  documents,
  value,
  onChange,
}: {
  id: string;
  label: string;
  className?: string;
  documents: readonly { id: string; name: string }[];
  value: string | undefined;
  onChange: (documentId: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} className={className} value={value} onChange={(event) => onChange(event.target.value)}>
        {documents.map((document) => (
          <option key={document.id} value={document.id}>
            {document.name}
          </option>
        ))}
      </select>
    </>
  );
}
