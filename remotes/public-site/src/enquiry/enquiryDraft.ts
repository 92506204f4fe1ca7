/** What the visitor has typed into the enquiry popup, kept until it is sent successfully. */
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryDraft = Record<EnquiryField, string>;

export const EMPTY_ENQUIRY: EnquiryDraft = { name: '', email: '', phone: '', service: '', message: '' };

const STORAGE_KEY = 'mw-enquiry-draft';

/** The draft kept in this tab's session storage, or null when there is none (or it is unreadable). */
export function loadEnquiryDraft(): EnquiryDraft | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = { ...EMPTY_ENQUIRY };
    for (const field of ENQUIRY_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value.slice(0, 2000);
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveEnquiryDraft(draft: EnquiryDraft): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the draft still lives in memory for this page view.
  }
}

export function clearEnquiryDraft(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

const KEY_STORAGE_KEY = 'mw-enquiry-submission-key';

/**
 * The Idempotency-Key of the draft's submission, kept beside the draft in session storage: a
 * retry after a reload (the first answer lost) is still the same submission.
 */
export function loadEnquiryKey(): string | null {
  try {
    const key = window.sessionStorage.getItem(KEY_STORAGE_KEY);
    return key && /^[0-9a-f-]{36}$/i.test(key) ? key : null;
  } catch {
    return null;
  }
}

export function saveEnquiryKey(key: string | null): void {
  try {
    if (key) window.sessionStorage.setItem(KEY_STORAGE_KEY, key);
    else window.sessionStorage.removeItem(KEY_STORAGE_KEY);
  } catch {
    // Storage blocked: the key still lives in memory for this page view.
  }
}
