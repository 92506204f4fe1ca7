import { mountStandalone } from '@managewell/ui/standalone';
import { salesMenu } from './menu';
import { salesArea } from './routes';

// Standalone page for this remote's team (pnpm --filter sales dev); the shell never loads this file.
mountStandalone(salesArea, salesMenu);
