import type { AreaModule } from '@managewell/ui';

/** /app/sales/… (SPEC 2: Sales). Built in the sales issue. */
export const salesArea: AreaModule = {
  area: 'sales',
  build: __MW_BUILD__,
  routes: [
    { path: 'dashboard', title: 'Sales dashboard' },
    { path: 'read-leads', title: 'Call To Customer' },
    { path: 'leads/:lead_id', title: 'Lead' },
    { path: 'pre-quotation/lead', title: 'Prepare Quotation Leads' },
    { path: 'pre-quotation/lead/:lead_id', title: 'Prepare quotation' },
    { path: 'read-quotation', title: 'Design' },
    { path: 'design/:lead_id', title: 'Design' },
    {
      path: 'extra-payment',
      title: 'Extra Payment',
      page: () => import('./pages/quotation/SalesQuotationsPage').then((m) => m.ExtraPaymentListPage),
    },
    {
      path: 'extra-payment/:lead_id',
      title: 'Extra Payment',
      page: () => import('./pages/quotation/ExtraPaymentPage').then((m) => m.ExtraPaymentPage),
    },
    {
      path: 'prepare-terms',
      title: 'Prepare Terms',
      page: () => import('./pages/quotation/SalesQuotationsPage').then((m) => m.PrepareTermsListPage),
    },
    {
      path: 'prepare-terms/:lead_id',
      title: 'Prepare Terms',
      page: () => import('./pages/quotation/PrepareTermsPage').then((m) => m.PrepareTermsPage),
    },
    {
      path: 'final-quatation',
      title: 'Final Quotation',
      page: () => import('./pages/quotation/SalesQuotationsPage').then((m) => m.FinalQuotationPage),
    },
    {
      path: 'quotation-history/:lead_id',
      title: 'Quotation history',
      page: () => import('./pages/quotation/HistoryPages').then((m) => m.QuotationHistoryPage),
    },
    {
      path: 'quotation-history/view/:lead_id',
      title: 'Quotation',
      page: () => import('./pages/quotation/HistoryPages').then((m) => m.QuotationVersionPage),
    },
    { path: 'checklist', title: 'Checklist' },
    { path: 'checklist/:lead_id', title: 'Checklist' },
    { path: 'checklist/:lead_id/view', title: 'Checklist' },
  ],
};

export default salesArea;
