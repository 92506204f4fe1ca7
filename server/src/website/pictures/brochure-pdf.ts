/**
 * The company brochure as a small hand-written PDF 1.4: a cover page and a services page,
 * text in the standard Helvetica fonts and a few vector shapes. Byte offsets in the xref
 * table are computed from the written bytes, so any viewer opens it.
 */

export interface BrochureInput {
  company: string;
  phone: string;
  email: string;
  address: string;
  services: string[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MAX_SERVICES = 18;

/** Escapes text for a PDF literal string; characters outside Latin-1 become '?'. */
export function pdfText(text: string): string {
  const latin1 = Array.from(text, (ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join('');
  return latin1.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[\r\n\t]/g, ' ');
}

function text(
  font: 'F1' | 'F2',
  size: number,
  x: number,
  y: number,
  value: string,
  rgb = '0.04 0.15 0.25',
): string {
  return `BT ${rgb} rg /${font} ${size} Tf ${x} ${y} Td (${pdfText(value)}) Tj ET\n`;
}

function requireText(label: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new RangeError(`Brochure ${label} must not be empty.`);
  return trimmed;
}

function coverPage(input: BrochureInput): string {
  let s = '';
  // Deep blue band with a teal wave across the page.
  s += `0.043 0.388 0.659 rg 0 ${PAGE_HEIGHT - 420} ${PAGE_WIDTH} 420 re f\n`;
  s += `0.059 0.616 0.561 rg 0 ${PAGE_HEIGHT - 420} m 150 ${PAGE_HEIGHT - 360} 300 ${PAGE_HEIGHT - 480} ${PAGE_WIDTH} ${PAGE_HEIGHT - 400} c ${PAGE_WIDTH} ${PAGE_HEIGHT - 470} l 0 ${PAGE_HEIGHT - 470} l f\n`;
  // Droplet mark.
  s += `1 1 1 rg 80 740 m 100 712 112 695 112 680 c 112 662 98 650 80 650 c 62 650 48 662 48 680 c 48 695 60 712 80 740 c f\n`;
  s += text('F2', 34, 130, 690, input.company, '1 1 1');
  s += text('F1', 16, 130, 664, 'Swimming pools, membranes, equipment and uPVC windows', '1 1 1');
  s += text('F2', 28, 60, 300, 'Company brochure');
  s += text('F1', 14, 60, 270, 'Design, build and care of pools across India.');
  s += `0.9 0.93 0.96 rg 50 90 ${PAGE_WIDTH - 100} 120 re f\n`;
  s += text('F2', 13, 70, 180, 'Contact');
  s += text('F1', 12, 70, 158, `Phone: ${input.phone}`);
  s += text('F1', 12, 70, 140, `Email: ${input.email}`);
  s += text('F1', 12, 70, 122, `Address: ${input.address}`);
  return s;
}

function servicesPage(input: BrochureInput): string {
  let s = `0.043 0.388 0.659 rg 0 ${PAGE_HEIGHT - 90} ${PAGE_WIDTH} 90 re f\n`;
  s += text('F2', 24, 50, PAGE_HEIGHT - 58, 'Our services', '1 1 1');
  const services = input.services.slice(0, MAX_SERVICES);
  services.forEach((service, i) => {
    const y = PAGE_HEIGHT - 140 - i * 34;
    s += `0.059 0.616 0.561 rg 56 ${y - 2} m 62 ${y + 8} l 68 ${y - 2} l f\n`;
    s += text('F1', 14, 82, y - 2, service);
    s += `0.85 0.88 0.92 RG 0.6 w 50 ${y - 14} m ${PAGE_WIDTH - 50} ${y - 14} l S\n`;
  });
  s += text('F1', 11, 50, 40, `${input.company} - ${input.phone} - ${input.email}`, '0.35 0.4 0.45');
  return s;
}

export function brochurePdf(input: BrochureInput): Buffer {
  const company = requireText('company', input.company);
  if (input.services.length === 0) throw new RangeError('Brochure services must list at least one service.');
  const clean: BrochureInput = {
    company,
    phone: requireText('phone', input.phone),
    email: requireText('email', input.email),
    address: requireText('address', input.address),
    services: input.services.map((s) => requireText('service', s)),
  };
  const pages = [coverPage(clean), servicesPage(clean)];
  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, then page + content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [i, content] of pages.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`);
  }
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    const chunk = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    offsets.push(offset);
    chunks.push(chunk);
    offset += chunk.length;
  }
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
