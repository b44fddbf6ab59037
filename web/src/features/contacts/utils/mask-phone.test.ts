import { describe, expect, it } from 'vitest';

import { maskPhone } from './mask-phone.js';

describe('maskPhone', () => {
  it('lays the digits into +## ## # ####-#### and drops anything past it', () => {
    expect(maskPhone('5511987654321')).toBe('+55 11 9 8765-4321');
    expect(maskPhone('55 (11) 98765-43210000')).toBe('+55 11 9 8765-4321');
  });

  it('formats a number still being typed and leaves an empty field empty', () => {
    expect(maskPhone('5511')).toBe('+55 11');
    expect(maskPhone('55119')).toBe('+55 11 9');
    expect(maskPhone('abc')).toBe('');
  });
});
