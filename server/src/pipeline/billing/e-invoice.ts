/**
 * GST e-invoicing: the JSON of an issued B2B invoice or credit note in the government's schema
 * (NIC e-invoice schema 1.1) for upload to the invoice registration portal, and what the portal's
 * answer means for a document. Pure: no database, no HTTP.
 */
import { type EInvoiceState, INDIAN_STATE_GST_CODES } from '@managewell/api/contract';
import type { TaxDocumentContent } from './schema';

/** Paise as rupees with two decimals, built from the digits so no floating-point error creeps in. */
export function rupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const abs = Math.abs(paise);
  const sign = paise < 0 ? '-' : '';
  return Number(`${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/** 'yyyy-mm-dd' as the portal writes dates: 'dd/mm/yyyy'. */
export const portalDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const PIN = /\b([1-9]\d{5})\b/;

/** A one-string address as the schema's lines, locality and PIN (the last part before the PIN is the locality). */
export function addressParts(address: string, state: string) {
  const pin = PIN.exec(address)?.[1];
  const parts = address
    .split(/[,\n]/)
    .map((p) =>
      p
        .replace(PIN, '')
        .replace(/[\s-]+$/, '')
        .trim(),
    )
    .filter((p) => p && p.toLowerCase() !== state.toLowerCase());
  const loc = parts.length > 1 ? (parts.at(-1) as string) : state;
  const lines = (parts.length > 1 ? parts.slice(0, -1) : parts).join(', ') || loc;
  return {
    Addr1: lines.slice(0, 100),
    ...(lines.length > 100 ? { Addr2: lines.slice(100, 200) } : {}),
    Loc: loc.slice(0, 50),
    Pin: pin ? Number(pin) : null,
  };
}

const stateCode = (state: string) => INDIAN_STATE_GST_CODES.find((s) => s.name === state)?.gstCode ?? null;

/** Service accounting codes (SAC) start with 99; other codes are goods' HSN. */
const isService = (hsn: string) => hsn.startsWith('99');

/**
 * The e-invoice JSON of a B2B document, or why it cannot be made (a consumer's, a missing PIN or
 * HSN/SAC code): the portal would refuse it, so sales fixes the data first.
 */
export function eInvoiceJson(
  c: TaxDocumentContent,
  doc: { type: 'INV' } | { type: 'CRN'; invoice: { number: string; date: string } },
) {
  const buyerGstin = c.buyer.gstin;
  if (!buyerGstin) return { problem: 'A consumer’s (B2C) document needs no e-invoice.' };
  const pos = stateCode(c.place_of_supply);
  if (!pos) return { problem: `The place of supply “${c.place_of_supply}” is not an Indian state.` };
  const seller = addressParts(c.seller.address, c.seller.state);
  if (seller.Pin === null)
    return { problem: 'The company’s registered address (site settings) needs its 6-digit PIN code.' };
  const buyerState = INDIAN_STATE_GST_CODES.find((s) => s.gstCode === buyerGstin.slice(0, 2))?.name ?? '';
  const buyer = addressParts(c.buyer.address, buyerState);
  if (buyer.Pin === null) return { problem: 'The customer’s billing address needs its 6-digit PIN code.' };
  const uncoded = c.lines.findIndex((l) => !/^\d{4,8}$/.test(l.hsn_sac));
  if (uncoded >= 0) return { problem: `Line ${uncoded + 1} has no HSN/SAC code: the portal needs one.` };
  const mobile = c.buyer.mobile.replace(/\D/g, '').slice(-10);
  const t = c.totals;
  return {
    json: {
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: doc.type, No: c.number, Dt: portalDate(c.date) },
      SellerDtls: {
        Gstin: c.seller.gstin,
        LglNm: c.seller.name.slice(0, 100),
        ...seller,
        Stcd: c.seller.gstin.slice(0, 2),
      },
      BuyerDtls: {
        Gstin: buyerGstin,
        LglNm: c.buyer.name.slice(0, 100),
        Pos: pos,
        ...buyer,
        Stcd: buyerGstin.slice(0, 2),
        ...(mobile.length === 10 ? { Ph: mobile } : {}),
        ...(c.buyer.email ? { Em: c.buyer.email } : {}),
      },
      ItemList: c.lines.map((l, i) => ({
        SlNo: String(i + 1),
        PrdDesc: l.description.slice(0, 300),
        IsServc: isService(l.hsn_sac) ? 'Y' : 'N',
        HsnCd: l.hsn_sac,
        Qty: 1,
        Unit: 'OTH',
        UnitPrice: rupees(l.taxable_paise),
        TotAmt: rupees(l.taxable_paise),
        Discount: 0,
        AssAmt: rupees(l.taxable_paise),
        GstRt: l.gst_rate_bps / 100,
        IgstAmt: rupees(l.igst_paise),
        CgstAmt: rupees(l.cgst_paise),
        SgstAmt: rupees(l.sgst_paise),
        TotItemVal: rupees(l.taxable_paise + l.cgst_paise + l.sgst_paise + l.igst_paise),
      })),
      ValDtls: {
        AssVal: rupees(t.taxable_paise),
        CgstVal: rupees(t.cgst_paise),
        SgstVal: rupees(t.sgst_paise),
        IgstVal: rupees(t.igst_paise),
        CesVal: 0,
        StCesVal: 0,
        Discount: 0,
        OthChrg: 0,
        RndOffAmt: rupees(t.round_off_paise),
        TotInvVal: rupees(t.total_paise),
      },
      ...(doc.type === 'CRN'
        ? {
            RefDtls: {
              PrecDocDtls: [{ InvNo: doc.invoice.number, InvDt: portalDate(doc.invoice.date) }],
            },
          }
        : {}),
    },
  };
}

/** Where a document stands with the portal, from its registration when recorded. */
export function eInvoiceState(
  doc: { eInvoicing: boolean },
  registration: { irn: string; ackNo: string; ackDate: string } | null | undefined,
  buyerGstin: string | null,
): EInvoiceState {
  const status = !doc.eInvoicing
    ? 'not_applicable'
    : !buyerGstin
      ? 'b2c'
      : registration
        ? 'registered'
        : 'pending';
  return {
    status,
    irn: registration?.irn ?? null,
    ack_no: registration?.ackNo ?? null,
    ack_date: registration?.ackDate ?? null,
  };
}

/**
 * The claims of a signed QR code (a JWT whose `data` is the JSON of the document's summary), or
 * null when its middle part is not such JSON.
 */
export function signedQrClaims(signedQr: string): { irn?: string; docNo?: string } | null {
  try {
    const payload = JSON.parse(Buffer.from(signedQr.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return null;
    const data = typeof payload.data === 'string' ? JSON.parse(payload.data) : payload.data;
    if (typeof data !== 'object' || data === null) return {};
    return {
      ...(typeof data.Irn === 'string' ? { irn: data.Irn.toLowerCase() } : {}),
      ...(typeof data.DocNo === 'string' ? { docNo: data.DocNo } : {}),
    };
  } catch {
    return null;
  }
}
