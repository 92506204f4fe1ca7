import { describe, expect, it } from 'vitest';
import { initialsOf } from './service';

describe('initialsOf', () => {
  it('takes the first and last word’s first letters', () => {
    expect(initialsOf('Rajesh Kumar Menon')).toBe('RM');
    expect(initialsOf('  kavita   deshpande ')).toBe('KD');
    expect(initialsOf('admin')).toBe('A');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
  });
});
