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
    { path: 'extra-payment', title: 'Extra Payment' },
    { path: 'extra-payment/:lead_id', title: 'Extra Payment' },
    { path: 'prepare-terms', title: 'Prepare Terms' },
    { path: 'prepare-terms/:lead_id', title: 'Prepare Terms' },
    { path: 'final-quatation', title: 'Final Quotation' },
    { path: 'quotation-history/:lead_id', title: 'Quotation history' },
    { path: 'quotation-history/view/:lead_id', title: 'Quotation' },
    { path: 'checklist', title: 'Checklist' },
    { path: 'checklist/:lead_id', title: 'Checklist' },
    { path: 'checklist/:lead_id/view', title: 'Checklist' },
  ],
};

export default salesArea;
