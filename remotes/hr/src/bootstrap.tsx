import { mountStandalone } from '@managewell/ui/standalone';
import { hrMenu } from './menu';
import { hrArea } from './routes';

// Standalone page for this remote's team (pnpm --filter hr dev); the shell never loads this file.
mountStandalone(hrArea, hrMenu);
