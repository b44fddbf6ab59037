/**
 * A page's tabs as buttons over one panel, for tabs kept in state or in the hash rather than in
 * the address (for those, TabNav). The current tab is `aria-selected`, and also wears
 * `activeClassName` when given. With `idPrefix` each tab is `${idPrefix}-tab-${name}` and
 * controls the panel `${idPrefix}-panel`.
 */
export function TabList<T extends string>({
  tabs,
  current,
  labelOf,
  onSelect,
  label,
  idPrefix,
  className,
  tabClassName,
  activeClassName,
}: {
  tabs: readonly T[];
  current: T;
  labelOf: (tab: T) => string;
  onSelect: (tab: T) => void;
  /** The tab list's accessible name. */
  label?: string;
  idPrefix?: string;
  className: string;
  tabClassName: string;
  activeClassName?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={idPrefix && `${idPrefix}-tab-${name}`}
          aria-selected={current === name}
          aria-controls={idPrefix && `${idPrefix}-panel`}
          className={
            current === name && activeClassName ? `${tabClassName} ${activeClassName}` : tabClassName
          }
          onClick={() => onSelect(name)}
        >
          {labelOf(name)}
        </button>
      ))}
    </div>
  );
}
