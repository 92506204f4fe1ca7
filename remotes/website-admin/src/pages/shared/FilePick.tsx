import { Button, type ButtonProps, theme } from 'antd';
import { type ReactNode, type RefObject, useRef, useState } from 'react';

// A file input behind a drop area or a button, in place of antd's Upload (Upload brings
// its upload list, Progress and their icons, ~16 KB brotli, for a file chooser). The files go to
// `onFiles` as chosen; the server checks their content and size as before.

/** The hidden file input both share; cleared after each choice so the same file can be chosen again. */
function FileInput({
  inputRef,
  accept,
  multiple,
  onFiles,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      multiple={multiple}
      tabIndex={-1}
      aria-hidden
      style={{ display: 'none' }}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}

/**
 * antd's `Upload.Dragger`: a dashed area to drop files on, or to click (or Enter/Space) to choose
 * them, in the theme's colours. Its text is its accessible name.
 */
export function DropZone({
  accept,
  multiple,
  onFiles,
  children,
}: {
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const choose = () => input.current?.click();
  return (
    <>
      <FileInput inputRef={input} accept={accept} multiple={multiple} onFiles={onFiles} />
      <div
        role="button"
        tabIndex={0}
        onClick={choose}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            choose();
          }
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const files = [...event.dataTransfer.files];
          if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
        }}
        style={{
          boxSizing: 'border-box',
          width: '100%',
          height: '100%',
          padding: token.padding,
          textAlign: 'center',
          cursor: 'pointer',
          color: token.colorText,
          background: token.colorFillAlter,
          border: `${token.lineWidth}px dashed ${over || hovered || focused ? token.colorPrimaryHover : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          outline: focused ? `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}` : undefined,
          outlineOffset: 1,
          transition: `border-color ${token.motionDurationSlow}`,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        {children}
      </div>
    </>
  );
}

/** antd's `Upload` around a button: the button opens the file chooser. */
export function FileButton({
  accept,
  onFile,
  children,
  ...button
}: { accept: string; onFile: (file: File) => void; children: ReactNode } & Omit<ButtonProps, 'onClick'>) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <FileInput inputRef={input} accept={accept} onFiles={([file]) => file && onFile(file)} />
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
