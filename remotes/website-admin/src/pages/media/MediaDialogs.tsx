import { messageOf, updateMedia } from '@managewell/api';
import { type MediaItem, type MediaUsage, mediaUrl, mediaWidthsFor } from '@managewell/api/contract';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useToast } from '../shared/toast';
import { UsageList } from './UsageList';

// The media library's dialogs, loaded when one is first opened (antd's Modal is ~10 KB
// brotli that a visit which opens none needn't download).

/** A picture up to 768 px wide to place the focal point on. */
function previewUrl(item: MediaItem): string {
  const width = mediaWidthsFor(item.width)
    .filter((w) => w <= 768)
    .at(-1);
  return item.mime === 'image/svg+xml' || !width ? item.url : mediaUrl(item.id, width, 'webp');
}

/** The focal point: click on the picture to set the point crops keep in view. */
function FocalPointEditor({ item, onSaved }: { item: MediaItem; onSaved: () => void }) {
  const [point, setPoint] = useState({ x: item.focal_x ?? 0.5, y: item.focal_y ?? 0.5 });
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  return (
    <>
      <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}>
        <img
          src={previewUrl(item)}
          alt={item.alt}
          style={{ maxWidth: '100%', maxHeight: 360, display: 'block', cursor: 'crosshair' }}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the picture is the focal-point control (arrow keys move it)
          tabIndex={0}
          onKeyDown={(event) => {
            const step = 0.05;
            const moves: Record<string, [number, number]> = {
              ArrowLeft: [-step, 0],
              ArrowRight: [step, 0],
              ArrowUp: [0, -step],
              ArrowDown: [0, step],
            };
            const move = moves[event.key];
            if (!move) return;
            event.preventDefault();
            setPoint((p) => ({
              x: Math.min(1, Math.max(0, p.x + move[0])),
              y: Math.min(1, Math.max(0, p.y + move[1])),
            }));
          }}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setPoint({
              x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)),
              y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)),
            });
          }}
        />
        <span
          aria-hidden
          style={{
            position: 'absolute',
            left: `${point.x * 100}%`,
            top: `${point.y * 100}%`,
            width: 18,
            height: 18,
            marginLeft: -9,
            marginTop: -9,
            borderRadius: '50%',
            border: '3px solid #fff',
            boxShadow: '0 0 0 2px #1677ff',
            pointerEvents: 'none',
          }}
        />
      </div>
      <p>
        Focus at {Math.round(point.x * 100)} % from the left, {Math.round(point.y * 100)} % from the top. Wide
        and square crops on the site keep this point in view.
      </p>
      <Button
        type="primary"
        loading={saving}
        onClick={async () => {
          setSaving(true);
          try {
            await updateMedia(item.id, { focal_x: point.x, focal_y: point.y });
            toast.success('Focal point saved.');
            onSaved();
          } catch (failure) {
            toast.error(messageOf(failure));
          } finally {
            setSaving(false);
          }
        }}
      >
        Save focal point
      </Button>
    </>
  );
}

/** "Where … is used" and the focal-point editor of the media library. */
export function MediaDialogs({
  usage,
  focus,
  onCloseUsage,
  onCloseFocus,
  onFocusSaved,
}: {
  usage: { item: MediaItem; uses: MediaUsage[] } | null;
  focus: MediaItem | null;
  onCloseUsage: () => void;
  onCloseFocus: () => void;
  onFocusSaved: () => void;
}) {
  return (
    <>
      <Modal
        open={usage !== null}
        onCancel={onCloseUsage}
        footer={null}
        title={`Where ${usage?.item.id} is used`}
      >
        {usage && <UsageList uses={usage.uses} />}
      </Modal>
      <Modal
        open={focus !== null}
        onCancel={onCloseFocus}
        footer={null}
        title="Focal point"
        width={820}
        destroyOnHidden
      >
        {focus && <FocalPointEditor item={focus} onSaved={onFocusSaved} />}
      </Modal>
    </>
  );
}
