import { type NumberRule, numberProblem } from '@managewell/api/contract';

// Kept apart from NumberField.tsx so a form that only needs the rule does not load InputNumber.

/**
 * An antd Form rule that checks a number with the contract's rule, so the field shows the message
 * the server would answer with. Use it instead of InputNumber's min/max/precision, which clamp and
 * round what was typed without a word.
 */
export function numberRule(rule: NumberRule, { optional = false }: { optional?: boolean } = {}) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (optional && (value === undefined || value === null)) return;
      const problem = numberProblem(rule, value);
      if (problem) throw new Error(problem);
    },
  };
}

/** InputNumber's `formatter` for rupees: Indian digit grouping, every typed decimal kept. */
export function formatRupeesInput(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number)
    ? number.toLocaleString('en-IN', { maximumFractionDigits: 20 })
    : String(value);
}

/** InputNumber's `parser` for rupees: drops the grouping commas but keeps a minus sign and decimals. */
export function parseRupeesInput(text: string | undefined): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}
