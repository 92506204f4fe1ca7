import { useEffect, useRef } from 'react';

/**
 * Shown after the popup closed on a failed submit: says plainly that the enquiry was NOT sent
 * and why, and offers to reopen the popup with everything the visitor typed.
 */
export function EnquiryFailureAlert({
  message,
  onRetry,
  onDismiss,
}: {
  message: string;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const retryButton = useRef<HTMLButtonElement>(null);

  // The popup has just closed: bring keyboard users to the way back in.
  useEffect(() => {
    const timer = window.setTimeout(() => retryButton.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="site-enquiry-alert" role="alert">
      <p className="site-enquiry-alert__text">
        <strong>Your enquiry was not sent.</strong> {message}
      </p>
      <div className="site-enquiry-alert__actions">
        <button
          ref={retryButton}
          type="button"
          className="site-button site-button--primary"
          onClick={onRetry}
        >
          Try again
        </button>
        <button type="button" className="site-button site-button--ghost" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
