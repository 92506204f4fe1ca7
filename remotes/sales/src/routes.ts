import type { AreaModule } from '@managewell/ui';

/** /app/sales/… (SPEC 2: Sales). Built in the sales issue. */
export const salesArea: AreaModule = {
  area: 'sales',
  build: __MW_BUILD__,
  routes: [
    {
      path: 'dashboard',
      title: 'Sales dashboard',
      page: () => import('./pages/dashboard/DashboardPage').then((m) => m.DashboardPage),
    },
    {
      path: 'search',
      title: 'Find a lead',
      page: () => import('./pages/queue/queues').then((m) => m.SearchPage),
    },
    {
      path: 'read-leads',
      title: 'Call To Customer',
      page: () => import('./pages/queue/queues').then((m) => m.CallsPage),
    },
    {
      path: 'leads/:lead_id',
      title: 'Lead',
      page: () => import('./pages/lead/LeadPage').then((m) => m.LeadPage),
    },
    {
      path: 'leads/:lead_id/billing',
      title: 'Billing',
      page: () => import('./pages/billing/LeadBillingPage').then((m) => m.LeadBillingPage),
    },
    {
      path: 'pre-quotation/lead',
      title: 'Prepare Quotation Leads',
      page: () => import('./pages/queue/queues').then((m) => m.RequirementsPage),
    },
    {
      path: 'pre-quotation/lead/:lead_id',
      title: 'Prepare quotation',
      page: () => import('./pages/requirement/RequirementPage').then((m) => m.RequirementPage),
    },
    {
      path: 'read-quotation',
      title: 'Design',
      page: () => import('./pages/queue/queues').then((m) => m.DesignsPage),
    },
    {
      path: 'design/:lead_id',
      title: 'Design',
      page: () => import('./pages/design/DesignPage').then((m) => m.DesignPage),
    },
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
    {
      path: 'checklist',
      title: 'Checklist',
      page: () => import('./pages/queue/queues').then((m) => m.ChecklistsPage),
    },
    {
      path: 'checklist/:lead_id',
      title: 'Checklist',
      page: () => import('./pages/checklist/ChecklistPage').then((m) => m.ChecklistPage),
    },
    {
      path: 'checklist/:lead_id/view',
      title: 'Checklist',
      page: () => import('./pages/checklist/ChecklistViewPage').then((m) => m.ChecklistViewPage),
    },
  ],
};

export default salesArea;
