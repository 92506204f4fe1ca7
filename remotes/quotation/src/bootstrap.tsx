import { mountStandalone } from '@managewell/ui/standalone';
import { quotationMenu } from './menu';
import { quotationArea } from './routes';

// Standalone page for this remote's team (pnpm --filter quotation dev); the shell never loads this file.
mountStandalone(quotationArea, quotationMenu);
