/**
 * The font embedded in every PDF: Noto Sans (SIL Open Font License 1.1, from the
 * @expo-google-fonts/noto-sans package's TTF files). It has the rupee sign (U+20B9) and the
 * Latin letters of Indian names, which the PDF standard fonts lack.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const file = (weight: string) =>
  require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);

export const PDF_FONT_FAMILY = 'NotoSans';

export const PDF_FONT_FILES = {
  normal: file('400Regular'),
  bold: file('700Bold'),
  italics: file('400Regular_Italic'),
  bolditalics: file('700Bold_Italic'),
} as const;
