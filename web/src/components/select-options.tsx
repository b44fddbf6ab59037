/**
 * A select's options: one per value, in order, with its label; first an option with no value (a
 * filter's "all", a "choose…") when `emptyLabel` is given.
 */
export function SelectOptions<T extends string | number>({
  values,
  label,
  emptyLabel,
}: {
  values: readonly T[];
  label: (value: T) => string;
  emptyLabel?: string;
}) {
  return (
    <>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
