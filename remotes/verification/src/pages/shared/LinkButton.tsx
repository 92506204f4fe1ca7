// The areas' pages import it from here; the one implementation is the shared kit's.
export { LinkButton } from '@managewell/ui';
