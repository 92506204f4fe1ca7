/** The candidate's page for an offer (no script needed): the letter, the break-up, the PDF, accept / decline. */
import { type CtcBreakup, ctcRows, type OfferStatus } from '@managewell/api/contract';

const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const inr = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

const STATE_NOTE: Partial<Record<OfferStatus, string>> = {
  declined: 'You declined this offer.',
  withdrawn: 'This offer has been withdrawn by the company and can no longer be accepted.',
  expired: 'This offer has expired: its last date to accept has passed. Please contact us.',
};

const STYLE = `<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1f2937}main{max-width:820px;margin:0 auto;padding:16px;background:#fff}
h1{font-size:1.4rem}table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{border-bottom:1px solid #e5e7eb;padding:6px;text-align:left;vertical-align:top}
.n{text-align:right;white-space:nowrap}.note{padding:10px;border-radius:6px;background:#fff7e6;border:1px solid #ffd591}
.ok{padding:10px;border-radius:6px;background:#f6ffed;border:1px solid #b7eb8f}.error{padding:10px;border-radius:6px;background:#fff1f0;border:1px solid #ffa39e}
input,textarea{width:100%;box-sizing:border-box;padding:8px;font:inherit}label{display:block;margin:8px 0}.check input{width:auto}
button{background:#0a5bd3;color:#fff;border:0;border-radius:6px;padding:10px 18px;font:inherit;cursor:pointer}button.secondary{background:#4b5563}
.table-wrap{overflow-x:auto}a.pdf{display:inline-block;margin:8px 0}</style>`;

export interface CandidateView {
  number: string;
  status: OfferStatus;
  candidateName: string;
  designation: string;
  company: string;
  expiresOn: string;
  letter: string;
  breakup: CtcBreakup;
  accepted: { fullName: string; at: string } | null;
}

export function renderCandidatePage(
  view: CandidateView,
  token: string,
  notice?: { kind: 'error' | 'ok'; text: string },
): string {
  const base = `/offer/${encodeURIComponent(token)}`;
  const open = view.status === 'sent' || view.status === 'viewed';
  const forms = open
    ? `<section class="answer"><h2>Accept this offer</h2>
<form method="post" action="${base}/accept"><label>Your full name<br><input name="fullName" required minlength="2" maxlength="120" autocomplete="name"></label>
<label class="check"><input type="checkbox" name="consent" required> I accept this offer (${esc(view.number)}) as ${esc(view.designation)} on the terms above.</label>
<button type="submit">Accept offer</button></form>
<h2>Decline</h2><form method="post" action="${base}/decline"><label>Reason (optional)<br><textarea name="reason" maxlength="1000" rows="3"></textarea></label>
<button type="submit" class="secondary">Decline offer</button></form></section>`
    : '';
  const accepted = view.accepted
    ? `<p class="ok">Accepted by ${esc(view.accepted.fullName)} on ${esc(new Date(view.accepted.at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }))} IST.</p>`
    : '';
  const note = STATE_NOTE[view.status];
  const rows = ctcRows(view.breakup)
    .map(
      (r) =>
        `<tr><td>${esc(r.label)}</td><td class="n">${inr(r.monthly)}</td><td class="n">${inr(r.annual)}</td></tr>`,
    )
    .join('');
  const letter = view.letter
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Offer letter ${esc(view.number)} · ${esc(view.company)}</title>
${STYLE}</head>
<body><main><h1>Offer letter ${esc(view.number)}</h1><p><strong>${esc(view.company)}</strong> · ${esc(view.designation)} · for ${esc(view.candidateName)}</p>
${notice ? `<p class="${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${esc(notice.text)}</p>` : ''}
${note ? `<p class="note" role="status">${esc(note)}</p>` : ''}${accepted}
<p><a class="pdf" href="${base}/pdf">Download the offer letter (PDF)</a></p>
${letter}
<h2>Salary break-up</h2><div class="table-wrap"><table><thead><tr><th>Component</th><th class="n">Monthly</th><th class="n">Annual</th></tr></thead><tbody>${rows}</tbody></table></div>
${open ? `<p>Please answer by <strong>${esc(view.expiresOn)}</strong>.</p>` : ''}${forms}</main></body></html>`;
}

/** What a candidate sees for a link that leads to no sent offer: a page, never an API error. */
export function renderInvalidLinkPage(company: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Offer link not valid · ${esc(company)}</title>
${STYLE}</head>
<body><main><h1>This offer link is not valid</h1><p class="note" role="alert">We could not find an offer letter at this address. Please open the link exactly as it appears in our e-mail, or reply to that e-mail and we will send it again.</p>
<p><strong>${esc(company)}</strong></p></main></body></html>`;
}
