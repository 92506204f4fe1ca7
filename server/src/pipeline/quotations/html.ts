import {
  type CustomerQuotationContent,
  formatDate,
  formatIndianPhone,
  openStreetMapUrl,
  UNIT_LABEL,
} from '@managewell/api/contract';
import type { Letterhead } from '../../workplace/documents';
import type { PublicView } from './public';

const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const inr = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;
const pct = (bps: number) => `${bps / 100}%`;

const STATE_NOTE: Record<PublicView['state'], string> = {
  open: '',
  accepted: 'This quotation has been accepted.',
  superseded:
    'This version has been replaced by a newer one: please open the latest link we sent you. It can no longer be accepted.',
  expired: 'This quotation has expired and can no longer be accepted: please contact us for a fresh one.',
  declined: 'This quotation was declined.',
};

function linesTable(content: CustomerQuotationContent): string {
  const rows = content.lines
    .map((line, i) => {
      const a = content.amounts[i]!;
      return `<tr><td class="no">${i + 1}</td><td class="item">${esc(line.description)}${line.hsn_sac ? `<br><small>HSN/SAC ${esc(line.hsn_sac)}</small>` : ''}</td>
<td class="n" data-label="Qty">${line.quantity} ${esc(UNIT_LABEL[line.unit])}</td><td class="n" data-label="Rate">${inr(line.rate_paise)}</td>
<td class="n" data-label="Discount">${a.discount_paise ? inr(a.discount_paise) : '–'}</td><td class="n" data-label="GST">${pct(line.gst_rate_bps)}</td><td class="n" data-label="Taxable">${inr(a.taxable_paise)}</td></tr>`;
    })
    .join('\n');
  const t = content.totals;
  const taxRows = content.inter_state
    ? `<tr><th colspan="6">IGST</th><td class="n">${inr(t.igst_paise)}</td></tr>`
    : `<tr><th colspan="6">CGST</th><td class="n">${inr(t.cgst_paise)}</td></tr><tr><th colspan="6">SGST</th><td class="n">${inr(t.sgst_paise)}</td></tr>`;
  return `<table class="lines"><thead><tr><th>#</th><th>Item</th><th class="n">Qty</th><th class="n">Rate</th><th class="n">Discount</th><th class="n">GST</th><th class="n">Taxable</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th colspan="6">Taxable value</th><td class="n">${inr(t.taxable_paise)}</td></tr>${taxRows}
<tr><th colspan="6">Round off</th><td class="n">${inr(t.round_off_paise)}</td></tr>
<tr class="grand"><th colspan="6">Total</th><td class="n">${inr(t.grand_total_paise)}</td></tr></tfoot></table>`;
}

function termsBlock(content: CustomerQuotationContent): string {
  const terms = content.terms;
  if (!terms) return '';
  const milestones = terms.milestones
    .map(
      (m) =>
        `<li>${esc(m.label)}: ${m.percent}% (${inr(Math.round((content.totals.grand_total_paise * m.percent) / 100))})</li>`,
    )
    .join('');
  return `<h2>Terms</h2><p><strong>Valid until:</strong> ${esc(formatDate(terms.valid_until))}</p>
<h3>Payment schedule</h3><ul>${milestones}</ul>
<p><strong>Delivery timeline:</strong> ${esc(terms.timeline)}</p><p><strong>Warranty:</strong> ${esc(terms.warranty)}</p>
${terms.exclusions ? `<p><strong>Exclusions:</strong> ${esc(terms.exclusions)}</p>` : ''}`;
}

/** A business customer's GSTIN and billing address (B2B quotations only). */
function buyerBlock(customer: CustomerQuotationContent['customer']): string {
  if (!customer.gstin) return '';
  const billing = customer.billing_address || customer.address;
  return `<p><strong>Buyer GSTIN:</strong> ${esc(customer.gstin)}${billing ? `<br><strong>Billing address:</strong> ${esc(billing)}` : ''}</p>`;
}

/** Who the quotation is from: the company's name, logo and contact from the site settings. */
function sellerBlock(seller: Letterhead | null): string {
  if (!seller) return '';
  const phone = seller.phone ? formatIndianPhone(seller.phone) : null;
  const contact = [
    seller.address ? esc(seller.address) : '',
    phone ? `<a href="tel:${esc(seller.phone!.replace(/[^\d+]/g, ''))}">${esc(phone)}</a>` : '',
    seller.email ? `<a href="mailto:${esc(seller.email)}">${esc(seller.email)}</a>` : '',
    seller.gstin ? `GSTIN ${esc(seller.gstin)}` : '',
  ].filter(Boolean);
  return `<header class="seller">${seller.logoPath ? `<img src="${esc(seller.logoPath)}" alt="${esc(seller.legalName)}" height="48">` : ''}
<div><strong>${esc(seller.legalName)}</strong><br><small>${contact.join(' · ')}</small></div></header>`;
}

/** Where the pool is to be built, as a link to OpenStreetMap: the page loads no map of its own. */
function siteBlock(site: PublicView['site']): string {
  if (!site) return '';
  const where = `${site.latitude.toFixed(6)}, ${site.longitude.toFixed(6)}`;
  return `<p><strong>Site:</strong> ${where} · <a href="${esc(openStreetMapUrl(site.latitude, site.longitude))}" target="_blank" rel="noopener noreferrer">Open in OpenStreetMap</a></p>`;
}

/** The customer's page for one sent version: the quotation, the PDF link, and accept / ask-for-changes forms while open. */
export function renderPublicQuotation(
  view: PublicView,
  token: string,
  notice?: { kind: 'error' | 'ok'; text: string },
  seller: Letterhead | null = null,
): string {
  const c = view.content;
  const base = `/quotation/${encodeURIComponent(token)}`;
  const forms =
    view.state === 'open'
      ? `<section class="answer"><h2>Accept this quotation</h2>
<form method="post" action="${base}/accept"><label>Your full name<br><input name="full_name" required minlength="3" maxlength="120" autocomplete="name"></label>
<label class="check"><input type="checkbox" name="consent" required> I accept this quotation (${esc(view.number)}, version ${view.version}) and its terms.</label>
<button type="submit">Accept quotation</button></form>
<h2>Ask for changes</h2><form method="post" action="${base}/changes"><label>What would you like changed?<br><textarea name="message" required maxlength="2000" rows="4"></textarea></label>
<button type="submit" class="secondary">Send request</button></form></section>`
      : '';
  const accepted = view.accepted
    ? `<p class="ok">Accepted by ${esc(view.accepted.name)} on ${esc(new Date(view.accepted.at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }))} IST.</p>`
    : '';
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Quotation ${esc(view.number)}${seller ? ` · ${esc(seller.legalName)}` : ''}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1f2937}main{max-width:880px;margin:0 auto;padding:16px;background:#fff}
h1{font-size:1.4rem}table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{border-bottom:1px solid #e5e7eb;padding:6px;text-align:left;vertical-align:top}
.n{text-align:right;white-space:nowrap}tfoot th{text-align:right}.grand{font-weight:700;font-size:1.05rem}.note{padding:10px;border-radius:6px;background:#fff7e6;border:1px solid #ffd591}
.ok{padding:10px;border-radius:6px;background:#f6ffed;border:1px solid #b7eb8f}.error{padding:10px;border-radius:6px;background:#fff1f0;border:1px solid #ffa39e}
input,textarea{width:100%;box-sizing:border-box;padding:8px;font:inherit}label{display:block;margin:8px 0}.check input{width:auto}
button{background:#0a5bd3;color:#fff;border:0;border-radius:6px;padding:10px 18px;font:inherit;cursor:pointer}button.secondary{background:#4b5563}
a.pdf{display:inline-block;margin:8px 0}.seller{display:flex;gap:12px;align-items:center;padding-bottom:12px;border-bottom:1px solid #e5e7eb}
.seller img{max-width:160px;height:48px;object-fit:contain}
@media (max-width:600px){.lines thead{display:none}.lines,.lines tbody,.lines tfoot,.lines tr,.lines td{display:block;width:auto}
.lines tbody tr{border-bottom:1px solid #e5e7eb;padding:6px 0}.lines tbody td{border:0;padding:2px 0}.lines td.no{display:none}
.lines td[data-label]{display:flex;justify-content:space-between;gap:12px}.lines td[data-label]::before{content:attr(data-label);color:#4b5563}
.lines tfoot tr{display:flex;justify-content:space-between;gap:12px}.lines tfoot th,.lines tfoot td{border:0;padding:4px 0}}</style></head>
<body><main>${sellerBlock(seller)}<h1>Quotation ${esc(view.number)} <small>(version ${view.version})</small></h1>
${notice ? `<p class="${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${esc(notice.text)}</p>` : ''}
${view.state !== 'open' && view.state !== 'accepted' ? `<p class="note" role="status">${STATE_NOTE[view.state]}</p>` : ''}${accepted}
<p><strong>For:</strong> ${esc(c.customer.name)}${c.customer.address ? `<br>${esc(c.customer.address)}` : ''}</p>${buyerBlock(c.customer)}${siteBlock(view.site)}
<p><a class="pdf" href="${base}/pdf">Download the PDF</a></p>
${linesTable(c)}${termsBlock(c)}${forms}</main></body></html>`;
}
