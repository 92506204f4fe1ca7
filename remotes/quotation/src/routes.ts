import type { AreaModule } from '@managewell/ui';

/** /app/quotation/… (SPEC 2: Quotation). */
export const quotationArea: AreaModule = {
  area: 'quotation',
  build: __MW_BUILD__,
  routes: [
    {
      path: 'dashboard',
      title: 'Quotation dashboard',
      page: () => import('./pages/QuotationDashboardPage').then((m) => m.QuotationDashboardPage),
    },
    {
      path: 'view',
      title: 'Quotation List',
      page: () => import('./pages/QuotationListPage').then((m) => m.QuotationListPage),
    },
    {
      path: 'add/:lead_id',
      title: 'Add quotation',
      page: () => import('./pages/QuotationBuilderPage').then((m) => m.QuotationBuilderPage),
    },
    {
      path: 'catalogue',
      title: 'Price catalogue',
      page: () => import('./pages/CataloguePage').then((m) => m.CataloguePage),
    },
  ],
};

export default quotationArea;
