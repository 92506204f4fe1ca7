import { mountStandalone } from '@managewell/ui/standalone';
import { websiteAdminMenu } from './menu';
import { websiteAdminArea } from './routes';

// Standalone page for this remote's team (pnpm --filter website-admin dev); the shell never loads this file.
mountStandalone(websiteAdminArea, websiteAdminMenu);
