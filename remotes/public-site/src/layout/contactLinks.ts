/**
 * Contact links of the footer and the floating buttons, built from settings (SPEC 3:
 * footer.tel 'tel:', footer.mailto 'mailto:', footer.plus91 '+91').
 */

/** 'tel:' link for a number as shown ('98200 41275', '+91 22 4971 2200', '022 4971 2200'). */
export function telHref(tel: string, plus91: string, number: string): string {
  const compact = number.replace(/[^\d+]/g, '');
  if (compact.startsWith('+')) return `${tel}${compact}`;
  return `${tel}${plus91}${compact.replace(/^0+/, '')}`;
}

export function mailHref(mailto: string, email: string): string {
  return `${mailto}${email.trim()}`;
}

/** The messaging-app chat link with the prefilled number and text. */
export function whatsappHref(whatsappNo: string, text: string): string {
  return `https://wa.me/${whatsappNo.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
