import { describe, expect, it } from 'vitest';
import { taxDocument } from './amounts';
import { addressParts, eInvoiceJson, eInvoiceState, portalDate, rupees, signedQrClaims } from './e-invoice';
import type { TaxDocumentContent } from './schema';

const PARTS = [
  { hsn_sac: '995415', gst_rate_bps: 1800, taxable_paise: 1_23_456_78 },
  { hsn_sac: '39269099', gst_rate_bps: 1200, taxable_paise: 33_333_33 },
];

function content(interState: boolean, buyerGstin: string | null = '29AAGCB1286Q1Z0'): TaxDocumentContent {
  return {
    number: 'INV/2026-27/0007',
    date: '2026-11-05',
    seller: {
      name: 'Managewell Pools Private Limited',
      address: '12 Marol Industrial Estate, Andheri East, Mumbai, Maharashtra 400059',
      state: 'Maharashtra',
      gstin: '27AABCT3518Q1ZW',
      pan: 'AABCT3518Q',
    },
    buyer: {
      name: 'Asha Rao (Bluewater Resorts)',
      address: interState ? '4 MG Road, Bengaluru, Karnataka, 560001' : '9 Hill Road, Bandra, Mumbai, 400050',
      mobile: '+91 9820041275',
      email: 'asha@example.in',
      gstin: buyerGstin,
    },
    place_of_supply: interState ? 'Karnataka' : 'Maharashtra',
    inter_state: interState,
    quotation: { number: 'MW/2026-27/0003', version: 2 },
    ...taxDocument(PARTS, interState, (p) => `Pool works ${p.hsn_sac}`),
    bank: null,
  };
}

const json = (c: TaxDocumentContent, doc: Parameters<typeof eInvoiceJson>[1] = { type: 'INV' }) => {
  const made = eInvoiceJson(c, doc);
  if (!made.json) throw new Error(made.problem);
  return made.json;
};

/** Rupees back to paise, to add amounts up exactly. */
const p = (r: number) => Math.round(r * 100);

describe('rupees', () => {
  it('writes paise as rupees with two decimals exactly', () => {
    expect(rupees(12345)).toBe(123.45);
    expect(rupees(5)).toBe(0.05);
    expect(rupees(-37)).toBe(-0.37);
    expect(rupees(0)).toBe(0);
    expect(rupees(99_99_99_999_99)).toBe(999999999.99);
    // 0.1 + 0.2 style error would show here: 29 paise is 0.29, not 0.29000000000000004.
    expect(JSON.stringify(rupees(29))).toBe('0.29');
    expect(() => rupees(1.5)).toThrow(RangeError);
  });
});

describe('the e-invoice JSON', () => {
  it('is an intra-state B2B invoice with CGST and SGST', () => {
    const j = json(content(false, '27AAGCB1286Q1Z4'));
    expect(j.Version).toBe('1.1');
    expect(j.TranDtls).toMatchObject({ TaxSch: 'GST', SupTyp: 'B2B' });
    expect(j.DocDtls).toEqual({ Typ: 'INV', No: 'INV/2026-27/0007', Dt: '05/11/2026' });
    expect(j.SellerDtls).toMatchObject({ Gstin: '27AABCT3518Q1ZW', Pin: 400059, Stcd: '27', Loc: 'Mumbai' });
    expect(j.BuyerDtls).toMatchObject({ Gstin: '27AAGCB1286Q1Z4', Pos: '27', Stcd: '27', Pin: 400050 });
    const first = j.ItemList[0]!;
    expect(first).toMatchObject({
      SlNo: '1',
      IsServc: 'Y',
      HsnCd: '995415',
      Qty: 1,
      UnitPrice: 123456.78,
      TotAmt: 123456.78,
      AssAmt: 123456.78,
      GstRt: 18,
      IgstAmt: 0,
    });
    // 18 % of ₹1,23,456.78 is ₹22,222.22 (rounded to the paisa), split in halves.
    expect(p(first.CgstAmt) + p(first.SgstAmt)).toBe(22_222_22);
    expect(first.TotItemVal).toBe(rupees(1_23_456_78 + p(first.CgstAmt) + p(first.SgstAmt)));
    expect(j.ItemList[1]).toMatchObject({ IsServc: 'N', GstRt: 12 });
    const v = j.ValDtls;
    expect(v.IgstVal).toBe(0);
    expect(p(v.AssVal) + p(v.CgstVal) + p(v.SgstVal) + p(v.RndOffAmt)).toBe(p(v.TotInvVal));
    // The invoice is rounded to the whole rupee.
    expect(Number.isInteger(v.TotInvVal)).toBe(true);
  });

  it('is an inter-state B2B invoice with IGST only', () => {
    const j = json(content(true));
    expect(j.BuyerDtls).toMatchObject({ Pos: '29', Stcd: '29', Pin: 560001, Loc: 'Bengaluru' });
    for (const item of j.ItemList) {
      expect(item.CgstAmt).toBe(0);
      expect(item.SgstAmt).toBe(0);
    }
    expect(j.ItemList[1]!.IgstAmt).toBe(4000.0);
    const v = j.ValDtls;
    expect(v.CgstVal + v.SgstVal).toBe(0);
    expect(p(v.AssVal) + p(v.IgstVal) + p(v.RndOffAmt)).toBe(p(v.TotInvVal));
  });

  it('refers a credit note to its invoice', () => {
    const j = json(
      { ...content(true), number: 'CN/2026-27/0001' },
      { type: 'CRN', invoice: { number: 'INV/2026-27/0007', date: '2026-11-05' } },
    );
    expect(j.DocDtls).toMatchObject({ Typ: 'CRN', No: 'CN/2026-27/0001' });
    expect(j.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'INV/2026-27/0007', InvDt: '05/11/2026' }] });
  });

  it('is refused for a consumer, a missing PIN or a line without HSN/SAC', () => {
    expect(eInvoiceJson(content(true, null), { type: 'INV' })).toEqual({
      problem: expect.stringContaining('B2C'),
    });
    const c = content(true);
    expect(
      eInvoiceJson({ ...c, buyer: { ...c.buyer, address: 'MG Road, Bengaluru' } }, { type: 'INV' }),
    ).toEqual({ problem: expect.stringContaining('PIN') });
    expect(eInvoiceJson({ ...c, lines: [{ ...c.lines[0]!, hsn_sac: 'NA' }] }, { type: 'INV' })).toEqual({
      problem: expect.stringContaining('HSN/SAC'),
    });
  });
});

describe('helpers', () => {
  it('splits an address into lines, locality and PIN', () => {
    expect(addressParts('Plot 4, MIDC, Pune - 411019, Maharashtra', 'Maharashtra')).toEqual({
      Addr1: 'Plot 4, MIDC',
      Loc: 'Pune',
      Pin: 411019,
    });
    expect(portalDate('2027-01-31')).toBe('31/01/2027');
  });

  it('says where a document stands', () => {
    const on = { eInvoicing: true };
    const registration = { irn: 'a'.repeat(64), ackNo: '112010036563310', ackDate: '2026-11-05' };
    expect(eInvoiceState({ eInvoicing: false }, null, 'x').status).toBe('not_applicable');
    expect(eInvoiceState(on, null, null).status).toBe('b2c');
    expect(eInvoiceState(on, null, 'x').status).toBe('pending');
    expect(eInvoiceState(on, registration, 'x')).toEqual({
      status: 'registered',
      irn: registration.irn,
      ack_no: '112010036563310',
      ack_date: '2026-11-05',
    });
  });

  it('reads the IRN and document number from a signed QR', () => {
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const qr = `${part({ alg: 'RS256' })}.${part({ data: JSON.stringify({ Irn: 'AB'.repeat(32), DocNo: 'INV/1' }) })}.sig`;
    expect(signedQrClaims(qr)).toEqual({ irn: 'ab'.repeat(32), docNo: 'INV/1' });
    expect(signedQrClaims('a.b.c')).toBeNull();
  });
});
