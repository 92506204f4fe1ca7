import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { newSubmissionKey, type SubmissionKey } from '../forms/submissionKey';
import { EnquiryFailureAlert } from './EnquiryFailureAlert';
import { EnquiryPopup } from './EnquiryPopup';
import {
  clearEnquiryDraft,
  type EnquiryDraft,
  loadEnquiryDraft,
  loadEnquiryKey,
  saveEnquiryDraft,
  saveEnquiryKey,
} from './enquiryDraft';

/** Why the last popup enquiry was not sent. */
export interface EnquiryFailure {
  message: string;
  fields?: Record<string, string>;
}

interface EnquiryPopupState {
  /** What the visitor typed last (null: nothing yet). */
  draft: EnquiryDraft | null;
  /** The service to preselect, from the button that opened the popup. */
  service: string | undefined;
  /** Field messages of the failed attempt, shown again when the visitor retries. */
  failedFields: Record<string, string> | undefined;
  /** The Idempotency-Key of the draft's submission: kept across failures, closing and reloads. */
  submissionKey: SubmissionKey;
  keepDraft: (draft: EnquiryDraft) => void;
  /** The enquiry was stored: forget the draft and close. */
  sent: () => void;
  /** The enquiry was refused or could not be sent: close and tell the visitor. */
  failed: (failure: EnquiryFailure) => void;
}

const EnquiryApi = createContext<{ open: (service?: string) => void } | null>(null);
const EnquiryPopupContext = createContext<EnquiryPopupState | null>(null);

/**
 * The enquiry popup (SPEC 4 "Enquiry popup"): opened from the footer banner and any
 * 'Enquire' button; closes with the x or after a submit. A failed submit also closes it, then
 * a polite alert says so and 'Try again' reopens it with everything the visitor typed.
 */
export function EnquiryProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [service, setService] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<EnquiryFailure | null>(null);
  const [failedFields, setFailedFields] = useState<Record<string, string> | undefined>(undefined);
  const draft = useRef<EnquiryDraft | null>(null);
  const key = useRef<string | null>(null);
  const submissionKey = useMemo<SubmissionKey>(
    () => ({
      current: () => {
        key.current ??= loadEnquiryKey() ?? newSubmissionKey();
        saveEnquiryKey(key.current);
        return key.current;
      },
      reset: () => {
        key.current = null;
        saveEnquiryKey(null);
      },
    }),
    [],
  );

  // The draft of an earlier page view of this tab (read after hydration: storage is browser-only).
  useEffect(() => {
    draft.current ??= loadEnquiryDraft();
  }, []);

  const open = useCallback((preselect?: string) => {
    setService(preselect);
    setFailure(null);
    setOpen(true);
  }, []);

  const retry = useCallback(() => {
    setFailedFields(failure?.fields);
    setService(undefined);
    setFailure(null);
    setOpen(true);
  }, [failure]);

  const popupState = useMemo<EnquiryPopupState>(
    () => ({
      get draft() {
        return draft.current;
      },
      service,
      failedFields,
      submissionKey,
      keepDraft: (next) => {
        draft.current = next;
        saveEnquiryDraft(next);
      },
      sent: () => {
        draft.current = null;
        clearEnquiryDraft();
        submissionKey.reset();
        setFailedFields(undefined);
        setOpen(false);
      },
      failed: (next) => {
        setOpen(false);
        setFailure(next);
      },
    }),
    [service, failedFields, submissionKey],
  );

  const api = useMemo(() => ({ open }), [open]);

  return (
    <EnquiryApi.Provider value={api}>
      <EnquiryPopupContext.Provider value={popupState}>
        {children}
        <EnquiryPopup open={isOpen} onClose={() => setOpen(false)} />
        {failure && (
          <EnquiryFailureAlert message={failure.message} onRetry={retry} onDismiss={() => setFailure(null)} />
        )}
      </EnquiryPopupContext.Provider>
    </EnquiryApi.Provider>
  );
}

/** Opens the enquiry popup, optionally preselecting a service (its hyphenated value). */
export function useEnquiry(): { open: (service?: string) => void } {
  const api = useContext(EnquiryApi);
  if (!api) throw new Error('useEnquiry() is used outside <EnquiryProvider>.');
  return api;
}

/** For the popup's form: the draft and what to do after a submit. Null outside the popup provider. */
export function useEnquiryPopupState(): EnquiryPopupState | null {
  return useContext(EnquiryPopupContext);
}
