import { extractText } from 'unpdf';

/** The PDF's text, all pages as one string. */
export async function pdfText(bytes: Buffer): Promise<string> {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
}
