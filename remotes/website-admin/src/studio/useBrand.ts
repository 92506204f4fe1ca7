import { useEffect, useState } from 'react';
import { studioApi } from './api';

let cached: Promise<string> | null = null;

/** The brand word of /why-{product} (site settings), loaded once per page load. */
export function loadBrand(): Promise<string> {
  cached ??= studioApi.settings().then(
    (s) => s.header.brand,
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}

export function useBrand(): string | null {
  const [brand, setBrand] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadBrand().then(
      (b) => current && setBrand(b),
      () => current && setBrand('us'),
    );
    return () => {
      current = false;
    };
  }, []);
  return brand;
}
