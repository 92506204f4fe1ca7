// The people pages import these from here: dates and rupees as the contract formats them
// (zod-free subpaths), the month label and download from the shared kit.
export { formatDate as dateLabel } from '@managewell/api/dates';
export { formatInr as inr } from '@managewell/api/money';
export { monthLabel, saveBlob } from '@managewell/ui';
