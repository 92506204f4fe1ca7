import { describe, expect, it } from 'vitest';
import { isoToKolkata, kolkataToIso, nowInKolkata, PAST_FOLLOW_UP_MESSAGE } from './dates';
import {
  ALLOWED_STAGE_MOVES,
  CALL_OUTCOMES,
  canMoveStage,
  leadRequirementInput,
  logCallRequest,
  POOL_PROJECT_TYPES,
  poolMetrics,
  SALES_STAGE_LABELS,
  SALES_STAGES,
  type SalesStage,
  wrongMoveMessage,
} from './sales';

const validRequirement = {
  project_type: 'residential-pools',
  site_address: '12 Lake Road, Baner, Pune',
  site_state: 'Maharashtra',
  length_m: 10,
  width_m: 5,
  shallow_depth_m: 1.2,
  deep_depth_m: 1.8,
  shape: 'rectangular',
  finish: 'renolit-alkorplan-membrane',
  filtration: 'sand-filter',
  heating: 'heat-pump',
  lighting: 'led-rgb',
  accessories: ['ladder', 'ladder', 'handrail'],
  budget_min_paise: 15_00_000_00,
  budget_max_paise: 25_00_000_00,
  version: 0,
};

/** Every stage reachable from to_call along the allowed moves. */
function reachable(from: SalesStage): Set<SalesStage> {
  const seen = new Set<SalesStage>([from]);
  const queue = [from];
  while (queue.length > 0) {
    for (const next of ALLOWED_STAGE_MOVES[queue.shift()!]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('the sales state machine', () => {
  it('has 17 stages, each labelled, each with its moves, and only known targets', () => {
    expect(SALES_STAGES).toHaveLength(17);
    for (const stage of SALES_STAGES) {
      expect(SALES_STAGE_LABELS[stage]).toBeTruthy();
      for (const to of ALLOWED_STAGE_MOVES[stage]) expect(SALES_STAGES).toContain(to);
    }
  });

  it('reaches every stage from "to call" and ends at "done", which goes nowhere', () => {
    expect([...reachable('to_call')].sort()).toEqual([...SALES_STAGES].sort());
    expect(ALLOWED_STAGE_MOVES.done).toEqual([]);
    for (const stage of SALES_STAGES)
      expect(reachable(stage).has('done') || stage === 'not_interested').toBe(true);
  });

  it('follows the SPEC 4 order: call, requirement, costing, design, extras, terms, final, checklist', () => {
    const happyPath: SalesStage[] = [
      'to_call',
      'interested',
      'requirements_captured',
      'costing_requested',
      'costed',
      'design',
      'extra_payments',
      'terms',
      'final_sent',
      'accepted',
      'checklist',
      'done',
    ];
    for (let i = 1; i < happyPath.length; i++)
      expect(canMoveStage(happyPath[i - 1]!, happyPath[i]!)).toBe(true);
  });

  it('refuses skips and moves back out of acceptance', () => {
    expect(canMoveStage('to_call', 'costed')).toBe(false);
    expect(canMoveStage('to_call', 'requirements_captured')).toBe(false);
    expect(canMoveStage('requirements_captured', 'costed')).toBe(false);
    expect(canMoveStage('accepted', 'terms')).toBe(false);
    expect(canMoveStage('done', 'to_call')).toBe(false);
    expect(canMoveStage('costed', 'accepted')).toBe(false);
  });

  it('lets every call outcome be logged while calling', () => {
    for (const from of ['to_call', 'call_back', 'unreachable', 'interested'] as const) {
      for (const outcome of CALL_OUTCOMES) expect(canMoveStage(from, outcome)).toBe(true);
    }
  });

  it('says where the lead is and where it can go', () => {
    expect(wrongMoveMessage('to_call', 'costed')).toMatch(/"To call".*"Costed".*Interested/);
    expect(wrongMoveMessage('done', 'to_call')).toMatch(/finished/);
  });
});

describe('poolMetrics', () => {
  it('computes a rectangular pool: area, volume at the mean depth, perimeter and lining', () => {
    // 10 × 5 = 50 m²; mean depth 1.5 m → 75 m³ = 75,000 L; edge 30 m; lining 50 + 30 × 1.5 = 95 m².
    expect(poolMetrics({ length_m: 10, width_m: 5, shallow_depth_m: 1.2, deep_depth_m: 1.8 })).toEqual({
      areaM2: 50,
      volumeLitres: 75_000,
      perimeterM: 30,
      averageDepthM: 1.5,
      liningAreaM2: 95,
    });
  });

  it('uses the shape: a round pool of 4 m is π m² … and an Olympic pool holds 2.5 million litres', () => {
    const round = poolMetrics({
      length_m: 4,
      width_m: 4,
      shallow_depth_m: 1,
      deep_depth_m: 1,
      shape: 'round',
    });
    expect(round.areaM2).toBe(12.57);
    expect(round.perimeterM).toBe(12.57);
    expect(round.volumeLitres).toBe(12_566);
    const olympic = poolMetrics({ length_m: 50, width_m: 25, shallow_depth_m: 2, deep_depth_m: 2 });
    expect(olympic.volumeLitres).toBe(2_500_000);
  });
});

describe('leadRequirementInput', () => {
  it('accepts a full requirement, dropping repeated accessories', () => {
    const parsed = leadRequirementInput.parse({ ...validRequirement, length_m: '10.05' });
    expect(parsed.length_m).toBe(10.05);
    expect(parsed.accessories).toEqual(['ladder', 'handrail']);
  });

  it('refuses metres finer than a centimetre instead of rounding them', () => {
    const result = leadRequirementInput.safeParse({ ...validRequirement, length_m: '10.004' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['length_m', 'Give the length to the centimetre (at most two decimals).'],
    ]);
  });

  it('knows the 19 project types of SPEC 2', () => {
    expect(POOL_PROJECT_TYPES).toHaveLength(19);
  });

  it('gives a message per field for bad input', () => {
    const result = leadRequirementInput.safeParse({
      ...validRequirement,
      project_type: 'moon-pool',
      site_state: 'Atlantis',
      width_m: -2,
      shallow_depth_m: 2,
      deep_depth_m: 1,
      budget_min_paise: 500,
      budget_max_paise: 100,
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toMatchObject({
      project_type: 'Choose the project type.',
      site_state: 'Choose the state of the site.',
      width_m: 'The width is at least 1 m.',
    });
    // The cross-field checks run once the fields themselves are valid.
    const crossed = leadRequirementInput.safeParse({
      ...validRequirement,
      shallow_depth_m: 2,
      deep_depth_m: 1,
      budget_min_paise: 500,
      budget_max_paise: 100,
    });
    const crossedFields = Object.fromEntries(crossed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(crossedFields).toEqual({
      deep_depth_m: 'The deep end cannot be shallower than the shallow end.',
      budget_max_paise: 'The highest budget cannot be below the lowest.',
    });
  });
});

describe('calls and Asia/Kolkata times', () => {
  it('needs a date to call back', () => {
    const result = logCallRequest.safeParse({ outcome: 'call_back', version: 1 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['next_follow_up'] });
    expect(logCallRequest.safeParse({ outcome: 'unreachable', version: 1 }).success).toBe(true);
  });

  it('refuses a follow-up in the past (India’s clock) on the field', () => {
    const result = logCallRequest.safeParse({
      outcome: 'call_back',
      next_follow_up: '2020-01-15T10:00',
      version: 1,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['next_follow_up'], message: PAST_FOLLOW_UP_MESSAGE }),
    ]);
    const now = nowInKolkata();
    expect(logCallRequest.safeParse({ outcome: 'call_back', next_follow_up: now, version: 1 }).success).toBe(
      true,
    );
  });

  it('converts India wall-clock times to instants and back', () => {
    expect(kolkataToIso('2026-11-23T15:30')).toBe('2026-11-23T10:00:00.000Z');
    expect(isoToKolkata('2026-11-23T20:00:00.000Z')).toBe('2026-11-24T01:30');
  });
});
