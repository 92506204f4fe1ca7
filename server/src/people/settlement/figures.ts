import { formatDate, type SettlementFigures, type SettlementLineInput } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import type { FinalMonthSalary } from '../payroll';
import {
  gratuity,
  leaveEncashment,
  NOTICE_RECOVERY_DIVISOR,
  noticeRecovery,
  type SettlementLine,
  serviceLength,
  settlementTotals,
} from './rules';

const rupees = (paise: number) => formatInr(paise);

export interface FiguresInput {
  dateOfJoining: string;
  lastWorkingDay: string;
  salary: FinalMonthSalary;
  earnedLeaveDays: number;
  shortfallDays: number;
  encashmentDivisor: number;
  waiveNoticeRecovery: boolean;
  reimbursements: SettlementLineInput[];
  deductions: SettlementLineInput[];
}

/** Every figure of a settlement from its inputs, with one explanation per rule applied. */
export function settlementFigures(input: FiguresInput): SettlementFigures {
  const { structure, figures: pay, paidByPayroll } = input.salary;
  const monthlyGross = structure.basic + structure.hra + structure.special + structure.other;
  const service = serviceLength(input.dateOfJoining, input.lastWorkingDay);
  const grat = gratuity(structure.basic, service);
  const encashment = leaveEncashment(input.earnedLeaveDays, structure.basic, input.encashmentDivisor);
  const recovery = noticeRecovery(input.shortfallDays, monthlyGross, input.waiveNoticeRecovery);

  const earnings: SettlementLine[] = [];
  const deductions: SettlementLine[] = [];
  const explanations: string[] = [];
  if (paidByPayroll) {
    explanations.push(`Salary to ${formatDate(input.lastWorkingDay)} was paid by the locked payroll month.`);
  } else {
    earnings.push({
      label: `Salary to ${formatDate(input.lastWorkingDay)} (${pay.paidDays} paid days)`,
      amount: pay.grossEarned,
    });
    if (pay.deductions.epf) deductions.push({ label: 'Provident fund (EPF)', amount: pay.deductions.epf });
    if (pay.deductions.esi) deductions.push({ label: 'ESI', amount: pay.deductions.esi });
    if (pay.deductions.professionalTax)
      deductions.push({ label: 'Professional tax', amount: pay.deductions.professionalTax });
    explanations.push(...pay.explanations);
  }
  if (encashment > 0)
    earnings.push({ label: `Leave encashment (${input.earnedLeaveDays} days)`, amount: encashment });
  explanations.push(
    `Leave encashment: ${input.earnedLeaveDays} earned leave days × basic ${rupees(structure.basic)} ÷ ${input.encashmentDivisor} = ${rupees(encashment)}.`,
  );
  if (grat.eligible) {
    earnings.push({ label: `Gratuity (${grat.years} years)`, amount: grat.amount });
    explanations.push(
      `Gratuity: 15/26 × basic ${rupees(structure.basic)} × ${grat.years} years = ${rupees(grat.amount)}${grat.capped ? ' (capped at ₹20,00,000)' : ''}.`,
    );
  } else {
    explanations.push(
      `Gratuity: none (${service.years} years ${service.months} months of service; five completed years are needed).`,
    );
  }
  earnings.push(...input.reimbursements);
  if (recovery > 0)
    deductions.push({ label: `Notice shortfall (${input.shortfallDays} days)`, amount: recovery });
  if (input.shortfallDays > 0)
    explanations.push(
      input.waiveNoticeRecovery
        ? `Notice shortfall of ${input.shortfallDays} days waived.`
        : `Notice shortfall: ${input.shortfallDays} days × gross ${rupees(monthlyGross)} ÷ ${NOTICE_RECOVERY_DIVISOR} = ${rupees(recovery)}.`,
    );
  deductions.push(...input.deductions);

  return {
    dateOfJoining: input.dateOfJoining,
    lastWorkingDay: input.lastWorkingDay,
    service,
    monthlyBasic: structure.basic,
    monthlyGross,
    salary: {
      month: input.lastWorkingDay.slice(0, 7),
      daysInMonth: pay.daysInMonth,
      paidDays: pay.paidDays,
      lopDays: pay.lopDays,
      grossEarned: pay.grossEarned,
      paidByPayroll,
    },
    leaveEncashment: { days: input.earnedLeaveDays, divisor: input.encashmentDivisor, amount: encashment },
    gratuity: grat,
    noticeRecovery: {
      shortfallDays: input.shortfallDays,
      waived: input.waiveNoticeRecovery,
      amount: recovery,
    },
    earnings,
    deductions,
    ...settlementTotals(earnings, deductions),
    explanations,
  };
}
