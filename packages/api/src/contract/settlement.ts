import { z } from 'zod';
import { versionField } from './common';

/**
 * Full-and-final settlement of an accepted resignation, and the letters that go with it.
 * Amounts are paise integers.
 */

export const SETTLEMENT_STATUSES = ['draft', 'final'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const EXIT_LETTER_KINDS = ['relieving', 'experience'] as const;
export type ExitLetterKind = (typeof EXIT_LETTER_KINDS)[number];

/** A reimbursement or deduction HR enters, at most ₹1 crore. */
export const settlementLineInput = z.strictObject({
  label: z.string().trim().min(1, 'Please describe the amount.').max(120, 'At most 120 characters.'),
  amount: z
    .number({ error: 'Enter an amount in paise.' })
    .int('Amounts are whole paise.')
    .min(1, 'The amount must be more than zero.')
    .max(1_00_00_000_00, 'At most ₹1,00,00,000.'),
});
export type SettlementLineInput = z.infer<typeof settlementLineInput>;

export const settlementInput = z.strictObject({
  /** Earned leave is encashed at basic ÷ this many days. */
  encashmentDivisor: z
    .number({ error: 'Enter the number of days.' })
    .int('Whole days only.')
    .min(20, 'Between 20 and 31 days.')
    .max(31, 'Between 20 and 31 days.'),
  waiveNoticeRecovery: z.boolean(),
  reimbursements: z.array(settlementLineInput).max(20, 'At most 20 reimbursements.'),
  deductions: z.array(settlementLineInput).max(20, 'At most 20 deductions.'),
  note: z.string().trim().max(2000, 'At most 2000 characters.').nullable(),
  /** The version last read (0 when there is no settlement yet). */
  version: versionField(0),
});
export type SettlementInput = z.infer<typeof settlementInput>;
