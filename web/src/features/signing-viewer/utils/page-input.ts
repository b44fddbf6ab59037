/**
 * Spec §5: the page typed in the page input; 0, anything above the page count, or anything that
 * is not a whole number reverts to the current page.
 */
export const resolvePageInput = (typed: string, current: number, count: number): number => {
  const page = Number(typed.trim());
  if (!Number.isInteger(page) || page < 1 || page > count) return current;
  return page;
};
