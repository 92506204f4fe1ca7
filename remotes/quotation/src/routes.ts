import type { AreaModule } from '@managewell/ui';

/** /app/quotation/… (SPEC 2: Quotation). Built in the quotation issue. */
export const quotationArea: AreaModule = {
  area: 'quotation',
  build: __MW_BUILD__,
  routes: [
    { path: 'view', title: 'Quotation List' },
    { path: 'add/:lead_id', title: 'Add quotation' },
  ],
};

export default quotationArea;
