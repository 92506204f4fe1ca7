// The people pages import these from here; the one implementation is the shared kit's.
export { dateLabel, inr, monthLabel, saveBlob } from '@managewell/ui';
