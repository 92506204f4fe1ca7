import { useId } from 'react';
import { useSettings } from '../app/SiteContext';
import { Modal } from '../dialog/Modal';
import { CloseIcon } from '../icons/icons';
import { EnquiryForm } from './EnquiryForm';

/** The 'Make an Enquiry' dialog: the popup variant of the enquiry form, closed with the x or Esc. */
export function EnquiryPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { footer } = useSettings();
  const headingId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={headingId} className="site-enquiry-popup">
      <div className="site-enquiry-popup__head">
        <h2 id={headingId} className="site-enquiry-popup__title">
          {footer.form.makeAnEnquiry}
        </h2>
        <button
          type="button"
          className="site-icon-button"
          onClick={onClose}
          aria-label="Close the enquiry form"
        >
          <CloseIcon />
        </button>
      </div>
      <EnquiryForm variant="popup" />
    </Modal>
  );
}
