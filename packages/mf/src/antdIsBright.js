// antd's `isBright` (antd/es/color-picker/components/ColorPresets.js, antd 6.6), alone. antd's
// button and tag styles import it from the colour picker's presets file, which also imports
// Collapse: every page then downloaded Collapse (4 KB brotli) to colour a solid button's text.
// createAppConfig points those two imports here (see docs/decisions/0013-antd-internals-patched-in-the-factory.md); the body is antd's, unchanged.
import { Color as RcColor } from '@rc-component/color-picker';

export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
