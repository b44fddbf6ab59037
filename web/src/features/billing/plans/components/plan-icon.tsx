// Organization spec §2: Básico has a leaf, Essencial a briefcase, Avançado a building and
// Corporativo a rocket; the free plan a seedling.
const PATHS: Record<string, string> = {
  free: 'M12 21v-8 M12 13c0-4-3-6-7-6 0 4 3 6 7 6z M12 11c0-4 3-7 7-7 0 4-3 7-7 7z',
  basic: 'M5 19c0-8 6-14 14-14 0 8-6 14-14 14z M5 19l8-8',
  essential: 'M3 8h18v11H3z M9 8V5h6v3 M3 13h18',
  advanced: 'M5 21V4h10v17 M15 9h4v12 M8 8h4 M8 12h4 M8 16h4 M3 21h18',
  corporate: 'M12 3c3 2 5 6 5 10l-2 3H9l-2-3c0-4 2-8 5-10z M12 8.5v2 M9 16l-2 4 3-1 M15 16l2 4-3-1',
};

/** The plan's icon, by its product (the free plan's for one billing does not name). */
export function PlanIcon({ product, size = 28 }: { product: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[product] ?? PATHS.free} />
    </svg>
  );
}
