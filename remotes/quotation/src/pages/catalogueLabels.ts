import type { QuantityBasis } from '@managewell/api/contract';

/** How a catalogue item's quantity is found, in words. */
export const BASIS_LABEL: Record<QuantityBasis, string> = {
  fixed: 'Fixed',
  area: 'Water area (m²)',
  surface: 'Lining area (m²)',
  volume: 'Volume (m³)',
  perimeter: 'Perimeter (m)',
};
