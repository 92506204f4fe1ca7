/** Small helpers with no better home. */
export { BackgroundWork } from './background-work';
export { parseDuration } from './duration';
export { errorSerializers } from './error-serializer';
export { freePort } from './free-port';
export { migrationsFolder, repoRoot, serverRoot } from './paths';
export { displayFileName, isControlCharacter, normaliseName } from './text';
