import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useDebouncedValue } from './use-debounced-value.js';

describe('useDebouncedValue', () => {
  it('gives the new value only once it has stood still for the whole delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    rerender({ value: 'con' });
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe('');

    // Another keystroke starts the wait again.
    rerender({ value: 'cont' });
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('cont');
  });
});
