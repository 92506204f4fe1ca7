import { describe, expect, it } from 'vitest';
import {
  type AnnualTaxInput,
  annualTax,
  hraExemption,
  monthlyTds,
  NO_DECLARATION,
  type TaxDeclaration,
} from './income-tax';
import { monthsOfTaxYear, TAX_YEARS, taxRulesFor, taxYearOf } from './tax-rules';

const rs = (rupees: number) => Math.round(rupees * 100);
const FY = TAX_YEARS['2026-27']!;

/** A salary with no HRA worth exempting: basic half the gross, no rent declared. */
function input(
  grossRupees: number,
  regime: 'new' | 'old',
  declaration: Partial<TaxDeclaration> = {},
  extra: Partial<AnnualTaxInput> = {},
): AnnualTaxInput {
  return {
    rules: FY,
    regime,
    salary: { gross: rs(grossRupees), basic: rs(grossRupees / 2), hra: 0 },
    employeeEpf: 0,
    professionalTax: 0,
    declaration: { ...NO_DECLARATION, ...declaration },
    previousEmployer: { income: 0, tds: 0 },
    ...extra,
  };
}

describe('tax years', () => {
  it('April starts the tax year', () => {
    expect(taxYearOf('2026-04')).toBe('2026-27');
    expect(taxYearOf('2027-03')).toBe('2026-27');
    expect(taxYearOf('2026-03')).toBe('2025-26');
    expect(monthsOfTaxYear('2026-27')[0]).toBe('2026-04');
    expect(monthsOfTaxYear('2026-27')[11]).toBe('2027-03');
  });
  it('FY 2026-27 is under the Income-tax Act, 2025, section 392, with FY 2025-26 rates', () => {
    expect(FY.law).toBe('Income-tax Act, 2025, section 392');
    expect(FY.regimes.new).toEqual(taxRulesFor('2025-26')!.regimes.new);
    expect(taxRulesFor('2030-31')).toBeUndefined();
  });
});

describe('new regime, FY 2026-27', () => {
  it('₹12,75,000 salary: ₹12,00,000 taxable, ₹60,000 slab tax, all of it rebated: nil', () => {
    const t = annualTax(input(12_75_000, 'new'));
    expect(t.taxableIncome).toBe(rs(12_00_000));
    expect(t.slabTax).toBe(rs(60_000));
    expect(t.rebate).toBe(rs(60_000));
    expect(t.totalTax).toBe(0);
  });
  it('₹12,76,000: marginal relief leaves the ₹1,000 above ₹12 L, + cess = ₹1,040 (fincalc-blog)', () => {
    const t = annualTax(input(12_76_000, 'new'));
    expect(t.slabTax).toBe(rs(60_150));
    expect(t.rebate).toBe(rs(59_150));
    expect(t.cess).toBe(rs(40));
    expect(t.totalTax).toBe(rs(1_040));
  });
  it('₹13,00,000: tax limited to the ₹25,000 above ₹12 L, + cess = ₹26,000 (fincalc-blog)', () => {
    expect(annualTax(input(13_00_000, 'new')).totalTax).toBe(rs(26_000));
  });
  it('₹16,75,000: no rebate; ₹1,20,000 + cess = ₹1,24,800', () => {
    const t = annualTax(input(16_75_000, 'new'));
    expect(t.rebate).toBe(0);
    expect(t.totalTax).toBe(rs(1_24_800));
  });
  it('ignores every declaration: no HRA, 80C or home-loan interest', () => {
    const declared = annualTax(
      input(
        16_75_000,
        'new',
        { section80C: rs(1_50_000), rentPaid: rs(3_00_000), homeLoanInterest: rs(2_00_000) },
        { salary: { gross: rs(16_75_000), basic: rs(8_00_000), hra: rs(3_20_000) } },
      ),
    );
    expect(declared.totalTax).toBe(rs(1_24_800));
  });
  it('₹60,00,000: 10 % surcharge; ₹13,57,500 + ₹1,35,750 + cess ₹59,730 = ₹15,52,980', () => {
    const t = annualTax(input(60_00_000, 'new'));
    expect(t.taxableIncome).toBe(rs(59_25_000));
    expect(t.slabTax).toBe(rs(13_57_500));
    expect(t.surcharge).toBe(rs(1_35_750));
    expect(t.totalTax).toBe(rs(15_52_980));
  });
  it('₹51,75,000: marginal relief keeps tax + surcharge to ₹10,80,000 at ₹50 L + ₹1,00,000: ₹12,27,200', () => {
    const t = annualTax(input(51_75_000, 'new'));
    expect(t.taxableIncome).toBe(rs(51_00_000));
    expect(t.slabTax).toBe(rs(11_10_000));
    expect(t.surcharge).toBe(rs(70_000)); // 10 % would be ₹1,11,000
    expect(t.totalTax).toBe(rs(12_27_200));
  });
  it('₹1,20,00,000 (₹10 L a month): 15 % surcharge; ₹37,76,370 a year, ₹3,14,698 in April', () => {
    const t = annualTax(input(1_20_00_000, 'new'));
    expect(t.slabTax).toBe(rs(31_57_500));
    expect(t.surcharge).toBe(rs(4_73_625));
    expect(t.cess).toBe(rs(1_45_245));
    expect(t.totalTax).toBe(rs(37_76_370));
    expect(monthlyTds(t.totalTax, 0, 12)).toBe(rs(3_14_698));
  });
  it('caps the surcharge at 25 % above ₹5 crore', () => {
    const t = annualTax(input(6_00_00_000, 'new'));
    expect(t.surcharge).toBe(Math.round(t.slabTax * 0.25));
  });
  it('adds a previous employer’s salary to the year’s income', () => {
    const t = annualTax(
      input(6_75_000, 'new', {}, { previousEmployer: { income: rs(6_25_000), tds: rs(10_000) } }),
    );
    expect(t.grossSalary).toBe(rs(13_00_000));
    expect(t.totalTax).toBe(rs(26_000));
  });
});

describe('old regime, FY 2026-27', () => {
  it('₹7,75,000 with the ₹50,000 standard deduction: ₹57,500 + cess = ₹59,800 (asianet news)', () => {
    const t = annualTax(input(7_75_000, 'old'));
    expect(t.standardDeduction).toBe(rs(50_000));
    expect(t.totalTax).toBe(rs(59_800));
  });
  it('₹7,75,000 with ₹50,000 under 80C: ₹47,500 + cess = ₹49,400 (published comparison)', () => {
    expect(annualTax(input(7_75_000, 'old', { section80C: rs(50_000) })).totalTax).toBe(rs(49_400));
  });
  it('₹5,50,000: ₹5,00,000 taxable, rebate of ₹12,500: nil; ₹5,60,000 pays it all, no marginal relief', () => {
    expect(annualTax(input(5_50_000, 'old')).totalTax).toBe(0);
    const over = annualTax(input(5_60_000, 'old'));
    expect(over.rebate).toBe(0);
    expect(over.totalTax).toBe(rs(15_080)); // 12,500 + 20 % of 10,000 = 14,500, + cess 580
  });
  it('caps each deduction and counts the employee’s EPF and professional tax', () => {
    const t = annualTax(
      input(
        20_00_000,
        'old',
        {
          section80C: rs(1_00_000),
          section80D: rs(40_000),
          section80DParents: rs(60_000),
          parentsSenior: true,
          section80CCD1B: rs(80_000),
          homeLoanInterest: rs(3_00_000),
        },
        { employeeEpf: rs(21_600), professionalTax: rs(2_500) },
      ),
    );
    expect(t.deductions).toEqual({
      professionalTax: rs(2_500),
      section80C: rs(1_21_600),
      section80D: rs(25_000 + 50_000),
      section80CCD1B: rs(50_000),
      homeLoanInterest: rs(2_00_000),
    });
    // 20,00,000 − 50,000 − 2,500 − 1,21,600 − 75,000 − 50,000 − 2,00,000 = 15,00,900
    expect(t.taxableIncome).toBe(rs(15_00_900));
    // 1,12,500 + 30 % of 5,00,900 = 2,62,770; + cess 10,510.80 = 2,73,280.80 → ₹2,73,281
    expect(t.totalTax).toBe(rs(2_73_281));
  });
  it('exempts HRA (metro) and LTA up to the other allowances', () => {
    const t = annualTax(
      input(
        12_00_000,
        'old',
        { rentPaid: rs(3_00_000), metroCity: true, lta: rs(30_000) },
        { salary: { gross: rs(12_00_000), basic: rs(6_00_000), hra: rs(2_40_000) } },
      ),
    );
    expect(t.exemptions).toEqual({ hra: rs(2_40_000), lta: rs(30_000) });
  });
  it('37 % surcharge above ₹5 crore', () => {
    const t = annualTax(input(6_00_00_000, 'old'));
    expect(t.surcharge).toBe(Math.round(t.slabTax * 0.37));
  });
});

describe('HRA exemption', () => {
  const hra = FY.hra;
  it('least of the three: basic ₹50,000, HRA ₹20,000, rent ₹25,000 a month in Mumbai → ₹20,000', () => {
    expect(hraExemption(hra, { basic: rs(50_000), hra: rs(20_000) }, rs(25_000), true)).toBe(rs(20_000));
  });
  it('40 % of basic outside a metro; rent under 10 % of basic exempts nothing', () => {
    expect(hraExemption(hra, { basic: rs(50_000), hra: rs(30_000) }, rs(40_000), false)).toBe(rs(20_000));
    expect(hraExemption(hra, { basic: rs(50_000), hra: rs(30_000) }, rs(4_000), true)).toBe(0);
  });
});

describe('monthly TDS', () => {
  it('spreads the unpaid tax over the months left, in whole rupees', () => {
    expect(monthlyTds(rs(26_000), 0, 12)).toBe(rs(2_167));
    expect(monthlyTds(rs(26_000), rs(10_000), 4)).toBe(rs(4_000));
  });
  it('deducts nothing once the year’s tax is paid', () => {
    expect(monthlyTds(rs(26_000), rs(26_000), 3)).toBe(0);
    expect(monthlyTds(rs(26_000), rs(30_000), 3)).toBe(0);
  });
});
