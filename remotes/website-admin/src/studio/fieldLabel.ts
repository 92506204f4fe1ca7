import type { ContentKind } from '@managewell/api/contract';
import { kindFields } from './fields';
import { TITLE_LABEL } from './sections';

/** A changed field's name as the form labels it ('data.about' → 'About'). */
export function fieldLabel(kind: ContentKind, key: string): string {
  if (key === 'title') return TITLE_LABEL[kind] ?? 'Title';
  if (key === 'slug') return 'Address (slug)';
  if (key === 'summary') return 'Summary';
  if (key === 'parentId') return 'Belongs to';
  const name = key.replace(/^data\./, '');
  return kindFields(kind).find((f) => f.name === name)?.label ?? name;
}
