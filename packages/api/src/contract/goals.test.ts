import { describe, expect, it } from 'vitest';
import { goalInput, weightedProgress, weightedScore, weightProblem } from './goals';

describe('goal maths', () => {
  it('weights the score by each goal’s weight, to two decimals', () => {
    // 0.5·4 + 0.3·3 + 0.2·5 = 2 + 0.9 + 1 = 3.9
    expect(
      weightedScore([
        { weight: 50, value: 4 },
        { weight: 30, value: 3 },
        { weight: 20, value: 5 },
      ]),
    ).toBe(3.9);
    // (40·3 + 35·4 + 25·2) / 100 = 3.1; one third each rounds to 2 decimals
    expect(
      weightedScore([
        { weight: 40, value: 3 },
        { weight: 35, value: 4 },
        { weight: 25, value: 2 },
      ]),
    ).toBe(3.1);
    expect(
      weightedScore([
        { weight: 34, value: 5 },
        { weight: 33, value: 4 },
        { weight: 33, value: 4 },
      ]),
    ).toBe(4.34);
  });

  it('has no score until every goal is rated, nor without goals', () => {
    expect(
      weightedScore([
        { weight: 60, value: 4 },
        { weight: 40, value: null },
      ]),
    ).toBeNull();
    expect(weightedScore([])).toBeNull();
  });

  it('weights progress too', () => {
    expect(
      weightedProgress([
        { weight: 75, progress: 100 },
        { weight: 25, progress: 20 },
      ]),
    ).toBe(80);
    expect(weightedProgress([])).toBe(0);
  });

  it('accepts weights adding up to exactly 100 only', () => {
    expect(weightProblem([50, 30, 20])).toBeNull();
    expect(weightProblem([50, 30])).toContain('add up to 80 %');
    expect(weightProblem([60, 50])).toContain('add up to 110 %');
    expect(weightProblem([])).toBe('Add at least one goal.');
  });

  it('refuses a weight outside 1–100 and a malformed date, with field messages', () => {
    const bad = goalInput.safeParse({ title: 'Close 40 pools', weight: 0, dueDate: '2026-02-30' });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['weight', 'dueDate']));
  });
});
