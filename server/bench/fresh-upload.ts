/**
 * Bench row: a website-admin uploads a 4000 px photograph, then the first visitor asks for its
 * variants. The bench server runs with MEDIA_VARIANTS_AHEAD=false (no background sharp work), so
 * this is the on-demand worst case; with the job on, the variants are usually on disk first.
 */
import sharp from 'sharp';
import { signIn } from './sign-in';

export async function freshUploadRows(base: string): Promise<[string, string, string][]> {
  const { token } = await signIn(base, 'admin');
  // A photograph-like picture (noise compresses like a photo, not like a flat colour).
  const width = 4000;
  const height = 2667;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
  const form = new FormData();
  form.append('alt', 'Bench photograph');
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bench-4000.jpg');
  const uploadStarted = performance.now();
  const uploaded = await fetch(`${base}/api/website-admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const uploadMs = performance.now() - uploadStarted;
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
  const { id } = ((await uploaded.json()) as { success: { id: string } }).success;
  const timed = async (variant: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/media/${id}/${variant}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${variant} answered ${res.status}`);
    return performance.now() - started;
  };
  const firstAvif = await timed('1920.avif');
  const firstWebp = await timed('768.webp');
  const again = await timed('1920.avif');
  return [
    [
      `Upload of a 4000 px JPEG (${(jpeg.length / 1_048_576).toFixed(1)} MB), website-admin`,
      `${uploadMs.toFixed(0)} ms`,
      'content check + full decode + store',
    ],
    [
      'First view of the fresh upload: 1920.avif / 768.webp',
      `${firstAvif.toFixed(0)} / ${firstWebp.toFixed(0)} ms`,
      `on demand (bench runs without the variants job); again from disk ${again.toFixed(0)} ms`,
    ],
  ];
}
