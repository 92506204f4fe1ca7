import '@managewell/ui/testing/jsdom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// ProseMirror (the rich-text editor) measures the selection; jsdom has no layout.
const noRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
const zeroRect = () =>
  ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= zeroRect;
(Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects ??= noRects;
document.elementFromPoint ??= () => null;
