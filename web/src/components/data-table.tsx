import type { ReactNode } from 'react';

export interface DataTableColumn {
  label: ReactNode;
  className?: string;
}

/**
 * A table of records: a caption for screen readers, a heading per column and, last, the actions
 * column, named for screen readers only. The rows are the children.
 */
export function DataTable({
  caption,
  columns,
  actionsLabel,
  wrapClassName,
  className,
  children,
}: {
  caption: string;
  columns: DataTableColumn[];
  /** The actions column's name; without it there is no actions column. */
  actionsLabel?: string;
  /** The scrolling box around the table, where the table has one. */
  wrapClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  const table = (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={column.className}>
              {column.label}
            </th>
          ))}
          {actionsLabel && (
            <th scope="col">
              <span className="visually-hidden">{actionsLabel}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return wrapClassName ? <div className={wrapClassName}>{table}</div> : table;
}
