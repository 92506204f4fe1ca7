/** The content kinds live in the shared contract (the studio derives its forms from them). */
export {
  CONTENT_DATA,
  CONTENT_KINDS,
  type ContentData,
  type ContentKind,
  PAGE_KEYS,
  PARENT_KIND,
  type PageKey,
  parseContentData,
  RICH_TEXT_FIELDS,
} from '@managewell/api/contract';
