/** The media library dialog of a picker: loaded when a picker is first opened (issue 8). */
import type { MediaItem } from '@managewell/api/contract';
import { Modal } from 'antd';
import { MediaGrid } from './MediaGrid';

export function MediaDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  return (
    <Modal title="Media library" open={open} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <MediaGrid onPick={onPick} />
    </Modal>
  );
}
