// The areas' pages import it from here; the one implementation is the shared kit's.
export { useToast } from '@managewell/ui';
