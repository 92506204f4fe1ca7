import { describe, expect, it } from 'vitest';
import { optionLabel } from './option-labels';

describe('optionLabel', () => {
  it('gives the declared label, with proper names and abbreviations in their own case', () => {
    expect(optionLabel('lap-pools')).toBe('Lap pools');
    expect(optionLabel('led-white')).toBe('LED, white');
    expect(optionLabel('uv-ozone')).toBe('UV + ozone');
    expect(optionLabel('renolit-alkorplan-membrane')).toBe('RENOLIT ALKORPLAN membrane');
    expect(optionLabel('spa-and-jacuzzi')).toBe('Spa and Jacuzzi');
    // A code no list declares (an old stored value) still reads as words.
    expect(optionLabel('old-value')).toBe('Old value');
  });
});
