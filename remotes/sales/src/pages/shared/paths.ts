import type { SalesStage } from '@managewell/api/contract';

const base = '/app/sales';

/** The sales pages' addresses (SPEC 2). */
export const paths = {
  dashboard: `${base}/dashboard`,
  calls: `${base}/read-leads`,
  lead: (id: number) => `${base}/leads/${id}`,
  billing: (id: number) => `${base}/leads/${id}/billing`,
  requirements: `${base}/pre-quotation/lead`,
  requirement: (id: number) => `${base}/pre-quotation/lead/${id}`,
  designs: `${base}/read-quotation`,
  design: (id: number) => `${base}/design/${id}`,
  checklists: `${base}/checklist`,
  checklist: (id: number) => `${base}/checklist/${id}`,
  checklistView: (id: number) => `${base}/checklist/${id}/view`,
  search: `${base}/search`,
};

/** The page where a lead at this stage is worked on: a search result opens it there. */
export function leadAtStage(id: number, stage: SalesStage): string {
  switch (stage) {
    case 'requirements_captured':
    case 'costing_requested':
      return paths.requirement(id);
    case 'costed':
    case 'design':
      return paths.design(id);
    case 'extra_payments':
      return `${base}/extra-payment/${id}`;
    case 'terms':
      return `${base}/prepare-terms/${id}`;
    case 'final_sent':
    case 'declined':
    case 'expired':
      return `${base}/quotation-history/${id}`;
    case 'accepted':
    case 'checklist':
    case 'done':
      return paths.checklist(id);
    default:
      return paths.lead(id);
  }
}

/** A sales page whose lead is missing (404): said in sales' words, with the way back to a queue. */
export const leadMissing = (to: string, label: string) => ({
  notFound: {
    title: 'This lead is not in sales',
    message: 'No verified lead has this number: it may still be with verification, or the address is wrong.',
  },
  back: { to, label },
});
