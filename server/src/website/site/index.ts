/** The public site: its content, media, pages and settings. */
// Routes, registered by app.ts.

// Media files and the pictures still being drawn.
export { mediaArriving } from './media-arriving';
export { ORIGINAL_EXTENSIONS } from './media-variants';
export type { PageContext } from './pages/context';
export { buildNotFound } from './pages/not-found';
export { matchRoute, publicRoutes } from './pages/routes';
export { fixedPagePath, itemPath, SECTION_PATHS } from './paths';
// Writing content, settings and media, for the website admin and the site transfer.
export {
  insertContentItems,
  insertMedia,
  MEDIA_MIME_TYPES,
  type PreparedContentItem,
  prepareContentItem,
  sanitiseData,
  saveContentItem,
  saveSiteSettings,
} from './repository';
export { siteRoutes } from './routes';
export { sanitiseRichText } from './sanitise';
// Tables.
export { contentItems, contentSlugHistory } from './schema';
// Reading the content and building pages, for the admin's preview.
export { normalisePath, SiteContent } from './service';
export { storedSiteSettingsSchema } from './settings-schema';
export { buildSiteSettings, OTHER_SERVICE } from './site-settings';
export { type Item, itemColumns, loadSnapshot } from './snapshot';
