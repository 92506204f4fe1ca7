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
};

/** A sales page whose lead is missing (404): said in sales' words, with the way back to a queue. */
export const leadMissing = (to: string, label: string) => ({
  notFound: {
    title: 'This lead is not in sales',
    message: 'No verified lead has this number: it may still be with verification, or the address is wrong.',
  },
  back: { to, label },
});
