/**
 * The content studio: drafts, publishing, versions, usages and the audit log of every content
 * kind. The live copy stays in content_items (what the public site reads); an edit writes the
 * item's draft (content_drafts) and a version (content_versions); publishing copies the draft
 * into content_items and tells every process ('site.changed').
 *
 * Every write of one item locks its content_items row first, so two editors, a publish and a
 * scheduled job on the same item run one after the other. Each concern has its own file; this
 * class binds them to the studio's dependencies for the routes and the scheduler.
 */
import type {
  ContentDraftInput,
  ContentHistory,
  ContentItemDetail,
  ContentKind,
  ContentListQuery,
  ContentListResponse,
  ContentUsage,
  FieldChange,
} from '@managewell/api/contract';
import type { DbOrTx } from '../../platform/db';
import { auditLog } from './audit-log';
import { getItem } from './detail';
import { createItem, restoreVersion, saveDraft } from './drafts';
import type { Actor, StudioDeps } from './items';
import { listContent } from './list';
import { bulkAction, publishItem, removeItems, reorderItems, unpublishItem } from './publishing';
import { itemUsages } from './usages';
import { compareVersions, itemHistory } from './versions';

export class ContentStudio {
  constructor(private readonly deps: StudioDeps) {}

  list(kind: ContentKind, query: ContentListQuery): Promise<ContentListResponse> {
    return listContent(this.deps, kind, query);
  }

  get(kind: ContentKind, id: number, tx: DbOrTx = this.deps.db): Promise<ContentItemDetail> {
    return getItem(this.deps, kind, id, tx);
  }

  create(kind: ContentKind, input: ContentDraftInput, actor: Actor): Promise<ContentItemDetail> {
    return createItem(this.deps, kind, input, actor);
  }

  /** Saves a draft on top of `version`; a stale version is a 409 with what changed meanwhile. */
  save(
    kind: ContentKind,
    id: number,
    input: ContentDraftInput & { version: number },
    actor: Actor,
  ): Promise<ContentItemDetail> {
    return saveDraft(this.deps, kind, id, input, actor);
  }

  restore(
    kind: ContentKind,
    id: number,
    from: number,
    base: number,
    actor: Actor,
  ): Promise<ContentItemDetail & { missingMedia: string[] }> {
    return restoreVersion(this.deps, kind, id, from, base, actor);
  }

  versions(kind: ContentKind, id: number): Promise<ContentHistory> {
    return itemHistory(this.deps, kind, id);
  }

  /** Field-by-field comparison of two versions (0: the live copy). */
  compare(kind: ContentKind, id: number, a: number, b: number): Promise<FieldChange[]> {
    return compareVersions(this.deps, kind, id, a, b);
  }

  /** Makes the draft live. Images on a published page need their alt text. */
  publish(kind: ContentKind, id: number, actor: Actor): Promise<ContentItemDetail> {
    return publishItem(this.deps, kind, id, actor);
  }

  /** Hides the item (its public address answers 404); its draft stays. */
  unpublish(kind: ContentKind, id: number, actor: Actor, force = false): Promise<ContentItemDetail> {
    return unpublishItem(this.deps, kind, id, actor, force);
  }

  remove(kind: ContentKind, ids: number[], actor: Actor, force = false): Promise<number> {
    return removeItems(this.deps, kind, ids, actor, force);
  }

  /** Where an item is used: its children, and services that show a project type's projects. */
  usages(kind: ContentKind, id: number): Promise<ContentUsage[]> {
    return itemUsages(this.deps.db, kind, id);
  }

  bulk(
    kind: ContentKind,
    action: 'publish' | 'unpublish' | 'delete',
    ids: number[],
    actor: Actor,
    force: boolean,
  ): Promise<{ done: number[]; failed: { id: number; message: string }[] }> {
    return bulkAction(this.deps, kind, action, ids, actor, force);
  }

  /** Sets the order the site shows: `ids` in their new order, in the positions they held. */
  reorder(kind: ContentKind, ids: number[]): Promise<void> {
    return reorderItems(this.deps, kind, ids);
  }

  auditLog(page: number, pageSize: number) {
    return auditLog(this.deps.db, page, pageSize);
  }
}
