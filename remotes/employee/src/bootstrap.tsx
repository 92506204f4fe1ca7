import { mountStandalone } from '@managewell/ui/standalone';
import { employeeMenu } from './menu';
import { employeeArea } from './routes';

// Standalone page for this remote's team (pnpm --filter employee dev); the shell never loads this file.
mountStandalone(employeeArea, employeeMenu);
