import { mountStandalone } from '@managewell/ui/standalone';
import { verificationMenu } from './menu';
import { verificationArea } from './routes';

// Standalone page for this remote's team (pnpm --filter verification dev); the shell never loads this file.
mountStandalone(verificationArea, verificationMenu);
