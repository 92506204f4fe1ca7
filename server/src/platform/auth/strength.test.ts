import { describe, expect, it } from 'vitest';
import { passwordWeakness, personalWords } from './strength';

const ravi = personalWords([
  'Ravi Kumar',
  'ravik',
  'ravi.kumar@managewell.in',
  'Aqua Pools Pvt Ltd',
  'Managewell',
]);

describe('passwordWeakness', () => {
  it('refuses common and patterned passwords, saying why', () => {
    expect(passwordWeakness('aaaaaaaaaa', ravi)).toBe(
      'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Add more words that are less common.',
    );
    for (const password of ['1234567890', 'password123', 'qwertyuiop', 'abcdefghij'])
      expect(passwordWeakness(password, ravi)).toMatch(/^This password is too easy to guess\. \S/);
  });

  it('refuses the person’s and the company’s names, run together or not', () => {
    for (const password of ['ravikumar2026', 'Managewell@123', 'aquapools2026'])
      expect(passwordWeakness(password, ravi)).toContain(
        'It is made of your name, username or the company’s name.',
      );
  });

  it('accepts a password that is hard to guess', () => {
    for (const password of ['correct horse battery staple', 'Velvet-Tiger-42!', 'my-own-password-1'])
      expect(passwordWeakness(password, ravi)).toBeNull();
  });
});
