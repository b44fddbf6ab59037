import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Types each of `keystrokes` into the search box named `box` of a page whose list is a
 * searchedList: nothing is asked while typing goes on, and once the page shows `settled` only the
 * last text was asked.
 */
export const expectSearchSettles = async (
  searches: ReadonlyArray<string | null>,
  box: string,
  keystrokes: readonly string[],
  settled: string,
) => {
  const input = screen.getByRole('searchbox', { name: box });
  for (const value of keystrokes) fireEvent.change(input, { target: { value } });
  expect(searches.filter(Boolean)).toEqual([]);
  expect(await screen.findByText(settled)).toBeTruthy();
  expect(searches.filter(Boolean)).toEqual(keystrokes.slice(-1));
};
