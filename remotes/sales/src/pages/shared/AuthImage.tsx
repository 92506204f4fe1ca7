import { fetchSalesFile } from '@managewell/api';
import { Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';

/** A stored picture: fetched with the bearer token, shown from an object URL (freed on unmount). */
export function AuthImage({ url, alt, width = 120 }: { url: string; alt: string; width?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchSalesFile(url).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (failed) return <span>Could not load the picture</span>;
  if (!src) return <Skeleton.Image active style={{ width, height: width * 0.75 }} />;
  return <Image src={src} alt={alt} width={width} style={{ objectFit: 'cover' }} />;
}

/** Opens a stored file (PDF, image) in a new tab, fetched with the bearer token. */
export async function openStoredFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  const blob = await fetchSalesFile(url);
  const objectUrl = URL.createObjectURL(blob);
  if (tab) tab.location.href = objectUrl;
  else window.location.href = objectUrl;
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
