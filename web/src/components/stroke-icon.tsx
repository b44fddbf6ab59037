/**
 * A 24-unit outline icon drawn with the text colour: one path, hidden from screen readers (the
 * control around it carries the name).
 */
export function StrokeIcon({ path, size, kind }: { path: string; size: number; kind?: string }) {
  const outline = { fill: 'none', stroke: 'currentColor', strokeWidth: '1.8' } as const;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...outline}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <path d={path} />
    </svg>
  );
}
