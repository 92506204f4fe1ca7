/**
 * The salary TDS certificate, Form No. 130 of the Income-tax Rules, 2026 (notified 20 March 2026;
 * it replaced Form 16 from the tax year 2026-27), as data: its parts, headings and rows. When the
 * CBDT changes the form, change this file; form130.ts only fills the named fields in.
 *
 * Sources checked: taxguru.in "Form 130: the new TDS certificate for salary", thetaxcorp.in
 * "Form 130 under Income-tax Act, 2025", fimaco.in "Form 16 is now Form 130", plannprogress.com
 * "Decoding Form 130": issued under section 395(4)(b) of the Income-tax Act, 2025 read with rule
 * 215(1); Part A the employer (TAN, PAN) and employee (PAN), the tax year and the period of
 * employment; Part B the tax deducted and deposited, quarter by quarter; Part C the salary, the
 * exemptions and deductions, the regime and the tax computed.
 */

/** Text the certificate prints, named. */
export type Form130TextField =
  | 'employerName'
  | 'employerAddress'
  | 'employerTan'
  | 'employerPan'
  | 'employeeName'
  | 'employeeCode'
  | 'employeePan'
  | 'employeeDesignation'
  | 'taxYear'
  | 'periodFrom'
  | 'periodTo'
  | 'regime'
  | 'law';

/** Amounts the certificate prints (paise), named. */
export type Form130AmountField =
  | 'basic'
  | 'hra'
  | 'special'
  | 'other'
  | 'overtime'
  | 'grossSalary'
  | 'previousEmployerSalary'
  | 'totalSalary'
  | 'exemptHra'
  | 'exemptLta'
  | 'totalExemptions'
  | 'standardDeduction'
  | 'professionalTax'
  | 'incomeFromSalary'
  | 'section80C'
  | 'section80D'
  | 'section80CCD1B'
  | 'homeLoanInterest'
  | 'totalDeductions'
  | 'taxableIncome'
  | 'slabTax'
  | 'rebate'
  | 'surcharge'
  | 'cess'
  | 'taxPayable'
  | 'tdsThisEmployer'
  | 'tdsPreviousEmployer'
  | 'taxBalance';

export interface Form130AmountRow {
  label: string;
  field: Form130AmountField;
  /** Left out when the amount is nil (lines that only some employees have). */
  omitWhenNil?: boolean;
}

export type Form130Block =
  | { kind: 'details'; rows: { label: string; field: Form130TextField }[] }
  /** Salary paid and tax deducted per quarter of the tax year, with the year's totals. */
  | { kind: 'quarters'; caption: string }
  /** Salary paid and tax deducted per month (the annexure), with the year's totals. */
  | { kind: 'months'; caption: string }
  | { kind: 'amounts'; caption?: string; rows: Form130AmountRow[] }
  /** A paragraph; `{field}` is replaced by that text field. */
  | { kind: 'text'; text: string; small?: boolean };

export interface Form130Part {
  heading: string;
  blocks: Form130Block[];
}

export interface Form130Layout {
  title: string;
  /** The form's legal heading, under the title. */
  subtitle: string;
  /** The quarters of the tax year by their months (1 = January). */
  quarters: { label: string; months: number[] }[];
  parts: Form130Part[];
  footerNote: string;
}

export const FORM_130_LAYOUT: Form130Layout = {
  title: 'Form No. 130',
  subtitle:
    '[See rule 215(1)] Certificate under section 395(4)(b) of the Income-tax Act, 2025 for tax deducted at source from income chargeable under the head "Salaries"',
  quarters: [
    { label: 'Q1 (April–June)', months: [4, 5, 6] },
    { label: 'Q2 (July–September)', months: [7, 8, 9] },
    { label: 'Q3 (October–December)', months: [10, 11, 12] },
    { label: 'Q4 (January–March)', months: [1, 2, 3] },
  ],
  parts: [
    {
      heading: 'Part A: Details of the employer and the employee',
      blocks: [
        {
          kind: 'details',
          rows: [
            { label: 'Name of the employer', field: 'employerName' },
            { label: 'Address of the employer', field: 'employerAddress' },
            { label: 'TAN of the employer', field: 'employerTan' },
            { label: 'PAN of the employer', field: 'employerPan' },
            { label: 'Name of the employee', field: 'employeeName' },
            { label: 'Employee reference', field: 'employeeCode' },
            { label: 'Designation of the employee', field: 'employeeDesignation' },
            { label: 'PAN of the employee', field: 'employeePan' },
            { label: 'Tax year', field: 'taxYear' },
            { label: 'Period of employment from', field: 'periodFrom' },
            { label: 'Period of employment to', field: 'periodTo' },
          ],
        },
      ],
    },
    {
      heading: 'Part B: Summary of salary paid and tax deducted at source',
      blocks: [
        { kind: 'quarters', caption: 'Amount paid or credited and tax deducted, by quarter' },
        {
          kind: 'text',
          text: 'Tax deducted under {law}; the employer reports these amounts in its quarterly statements of TDS (Form No. 138).',
          small: true,
        },
      ],
    },
    {
      heading: 'Part C: Details of salary paid and tax computed',
      blocks: [
        { kind: 'details', rows: [{ label: 'Tax regime chosen by the employee', field: 'regime' }] },
        {
          kind: 'amounts',
          caption: '1. Gross salary',
          rows: [
            { label: '(a) Basic salary', field: 'basic' },
            { label: '(b) House rent allowance', field: 'hra' },
            { label: '(c) Special allowance', field: 'special' },
            { label: '(d) Other allowances', field: 'other', omitWhenNil: true },
            { label: '(e) Overtime', field: 'overtime', omitWhenNil: true },
            { label: 'Salary paid by this employer', field: 'grossSalary' },
            {
              label: 'Salary from a previous employer (as declared)',
              field: 'previousEmployerSalary',
              omitWhenNil: true,
            },
            { label: 'Total salary', field: 'totalSalary' },
          ],
        },
        {
          kind: 'amounts',
          caption: '2. Allowances exempt',
          rows: [
            { label: '(a) House rent allowance', field: 'exemptHra' },
            { label: '(b) Leave travel allowance', field: 'exemptLta' },
            { label: 'Total exempt', field: 'totalExemptions' },
          ],
        },
        {
          kind: 'amounts',
          caption: '3. Deductions from salary',
          rows: [
            { label: '(a) Standard deduction', field: 'standardDeduction' },
            { label: '(b) Tax on employment (professional tax)', field: 'professionalTax' },
            { label: '4. Income chargeable under the head "Salaries"', field: 'incomeFromSalary' },
          ],
        },
        {
          kind: 'amounts',
          caption: '5. Deductions from total income',
          rows: [
            { label: '(a) Life insurance, provident fund and other savings (80C)', field: 'section80C' },
            { label: '(b) Health insurance (80D)', field: 'section80D' },
            { label: '(c) National Pension System, own contribution (80CCD(1B))', field: 'section80CCD1B' },
            { label: '(d) Interest on a loan for a self-occupied house', field: 'homeLoanInterest' },
            { label: 'Total deductions', field: 'totalDeductions' },
          ],
        },
        {
          kind: 'amounts',
          caption: '6. Tax computed',
          rows: [
            { label: 'Total taxable income (rounded to ₹10)', field: 'taxableIncome' },
            { label: 'Tax on total income', field: 'slabTax' },
            { label: 'Rebate', field: 'rebate' },
            { label: 'Surcharge', field: 'surcharge', omitWhenNil: true },
            { label: 'Health and education cess', field: 'cess' },
            { label: 'Tax payable', field: 'taxPayable' },
            { label: 'Tax deducted at source by this employer', field: 'tdsThisEmployer' },
            {
              label: 'Tax deducted by a previous employer (as declared)',
              field: 'tdsPreviousEmployer',
              omitWhenNil: true,
            },
            {
              label: 'Tax payable less tax deducted (negative: deducted in excess)',
              field: 'taxBalance',
            },
          ],
        },
      ],
    },
    {
      heading: 'Annexure: Salary paid and tax deducted, by month',
      blocks: [
        { kind: 'months', caption: 'Month by month, from the locked payslips' },
        {
          kind: 'text',
          text: 'Verification: {employerName} certifies that a sum equal to the tax deducted shown above has been deducted at source and paid to the credit of the Central Government, and that the information given above is true and correct on the basis of the books of account, documents and the employee’s declarations.',
        },
      ],
    },
  ],
  footerNote: 'This certificate is computer-generated from the locked payroll of the tax year.',
};
