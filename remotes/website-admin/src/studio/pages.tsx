/**
 * The area's pages, each one of three generic pages configured by sections.ts: a kind's list
 * (with its add form), a fixed page's editor (with the list it introduces), an item's editor.
 */
import './studio.css';
import { messageOf } from '@managewell/api';
import type { ContentKind, ContentListRow, PageKey } from '@managewell/api/contract';
import { ErrorState, LazyResult, PageHeader, PageSpinner, usePageTitle, useRemoteData } from '@managewell/ui';
import { Panel } from '@managewell/ui/light';
import { WhenNear } from '@managewell/ui/when-near';
import { Button } from 'antd';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { studioApi } from './api';
import { editPath, KIND_TEXT, LIST_PATH, type StudioPage } from './sections';
import { useBrand } from './useBrand';

export const AREA = '/app/website-admin';

// A kind's list (the light table, drag and drop) loads on the pages that show one (see docs/decisions/0011-load-on-first-use.md): a
// fixed page's editor without a list (contacts…) does not download it, one with a list (about)
// when the user comes near the list.
const LazyContentList = lazy(() => import('./ContentList').then((m) => ({ default: m.ContentList })));
function ContentList(props: Parameters<typeof LazyContentList>[0]) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyContentList {...props} />
    </Suspense>
  );
}

// The editor (antd's Form, inputs, the SEO panel) loads on the pages that show one: a kind's
// list page (blogs/add…) loads it only for "Add".
const LazyContentEditor = lazy(() => import('./ContentEditor').then((m) => ({ default: m.ContentEditor })));
function ContentEditor(props: Parameters<typeof LazyContentEditor>[0]) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyContentEditor {...props} />
    </Suspense>
  );
}

function useEditHref() {
  const brand = useBrand() ?? 'us';
  return useCallback(
    (kind: ContentKind, id: number, parentId: number | null) =>
      `${AREA}/${editPath(kind, id, parentId, brand)}`,
    [brand],
  );
}

function ListPage({ page }: { page: Extract<StudioPage, { type: 'list' }> }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const editHref = useEditHref();
  const adding = params.get('new') === '1';
  const text = KIND_TEXT[page.kind];
  if (adding) {
    return (
      <>
        <PageHeader title={`Add ${text.one}`} crumbs={[{ title: text.many, to: `${AREA}/${page.path}` }]} />
        <ContentEditor
          kind={page.kind}
          id={null}
          onCreated={(item) => navigate(editHref(page.kind, item.id, item.parentId))}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={text.many} />
      <Panel>
        <ContentList
          kind={page.kind}
          urlState
          editHref={editHref}
          onAdd={() => setParams(new URLSearchParams({ new: '1' }))}
        />
      </Panel>
    </>
  );
}

interface FixedPageProps {
  /** The route (area-relative). */
  path: string;
  pageKey: PageKey;
  title: string;
  list?: ContentKind;
}

/** A fixed page's item, found by its key (null: the site has no such page). */
function usePageItem(pageKey: PageKey) {
  return useRemoteData(
    () =>
      studioApi
        .list('page', { search: pageKey, pageSize: 50 })
        .then((r) => r.items.find((i) => i.slug === pageKey) ?? null),
    pageKey,
  );
}

function MissingPage() {
  return (
    <LazyResult
      status="warning"
      title="This page is missing"
      subTitle="The site has no such page yet: run the demo import or the seed."
    />
  );
}

function FixedPage({ path, pageKey, title, list }: FixedPageProps) {
  const found = usePageItem(pageKey);
  const editHref = useEditHref();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  // The list under the editor waits until the editor has its height (WhenNear).
  const [editorSettled, setEditorSettled] = useState(false);
  const own = list ? LIST_PATH[list] : undefined;
  // A kind listed on its own page adds there; one listed only here adds here.
  const onAdd = () =>
    own && own !== path ? navigate(`${AREA}/${own}?new=1`) : setParams(new URLSearchParams({ new: list! }));
  if (found.error) return <ErrorState message={messageOf(found.error)} onRetry={found.reload} />;
  if (found.loading && !found.data) return <PageSpinner />;
  const item = found.data as ContentListRow | null;
  return (
    <>
      <PageHeader title={title} />
      {item ? (
        <ContentEditor kind="page" id={item.id} onSettled={() => setEditorSettled(true)} />
      ) : (
        <MissingPage />
      )}
      {list && (
        <Panel title={KIND_TEXT[list].many} style={{ marginTop: 16 }}>
          {/* Under the editor: loaded when the user comes near it (@managewell/ui/when-near). */}
          <WhenNear ready={!item || editorSettled}>
            <ContentList kind={list} editHref={editHref} onAdd={onAdd} />
          </WhenNear>
        </Panel>
      )}
    </>
  );
}

function FixedPageWithAdd(props: FixedPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editHref = useEditHref();
  const adding = params.get('new');
  if (props.list && adding === props.list) {
    return (
      <>
        <PageHeader title={`Add ${KIND_TEXT[props.list].one}`} />
        <ContentEditor
          kind={props.list}
          id={null}
          onCreated={(item) => navigate(editHref(props.list!, item.id, item.parentId))}
        />
      </>
    );
  }
  return <FixedPage {...props} />;
}

function EditPage({ page }: { page: Extract<StudioPage, { type: 'edit' }> }) {
  const params = useParams();
  const navigate = useNavigate();
  const editHref = useEditHref();
  const raw = page.itemParam ? params[page.itemParam] : params.id;
  const id = Number(raw);
  const list = LIST_PATH[page.kind];
  if (!Number.isInteger(id) || id < 1) return <AreaNotFound />;
  return (
    <>
      <PageHeader
        title={page.title}
        crumbs={list ? [{ title: KIND_TEXT[page.kind].many, to: `${AREA}/${list}` }] : []}
      />
      <ContentEditor
        kind={page.kind}
        id={id}
        focus={page.focus}
        editHref={editHref}
        onDeleted={() => navigate(list ? `${AREA}/${list}` : AREA)}
      />
    </>
  );
}

/**
 * A route of one band of a fixed page (home/service/redirectToEdit/:id…): it always edits that
 * page, found by its key; a link with another id is corrected in the address.
 */
function PageBandPage({ page, pageKey }: { page: Extract<StudioPage, { type: 'edit' }>; pageKey: PageKey }) {
  const found = usePageItem(pageKey);
  const params = useParams();
  const navigate = useNavigate();
  const editHref = useEditHref();
  const id = found.data?.id;
  useEffect(() => {
    if (id !== undefined && params.id !== String(id))
      navigate(`${AREA}/${page.path.replace(':id', String(id))}`, { replace: true });
  }, [id, params.id, page.path, navigate]);
  if (found.error) return <ErrorState message={messageOf(found.error)} onRetry={found.reload} />;
  if (found.loading && !found.data) return <PageSpinner />;
  return (
    <>
      <PageHeader title={page.title} />
      {id === undefined ? (
        <MissingPage />
      ) : (
        <ContentEditor
          kind="page"
          id={id}
          focus={page.focus}
          editHref={editHref}
          onDeleted={() => navigate(`${AREA}/homes`)}
        />
      )}
    </>
  );
}

/** The area's "page not found" (an unknown path under /app/website-admin). */
export function AreaNotFound() {
  // The route that answered (":whyProduct") has its own title: say what the page is.
  usePageTitle('Page not found');
  return (
    <LazyResult
      status="404"
      title="Page not found"
      subTitle="There is no such page in the website admin."
      extra={
        <Button type="primary" href={`${AREA}/homes`}>
          Back to Home
        </Button>
      }
    />
  );
}

/** /why-{product}: only for the brand word of the settings; any other path is not found. */
export function WhyProductPage() {
  const { whyProduct } = useParams();
  const brand = useBrand();
  if (brand === null) return <PageSpinner />;
  if (whyProduct !== `why-${brand}`) return <AreaNotFound />;
  return (
    <FixedPageWithAdd
      path={whyProduct}
      pageKey="why-us"
      title={`Why ${brand[0]!.toUpperCase()}${brand.slice(1)}`}
      list="usp"
    />
  );
}

/** The USP edit route under why-{product}: the same brand check. */
function UspEditPage({ page }: { page: Extract<StudioPage, { type: 'edit' }> }) {
  const { whyProduct } = useParams();
  const brand = useBrand();
  if (brand === null) return <PageSpinner />;
  if (whyProduct !== `why-${brand}`) return <AreaNotFound />;
  return <EditPage page={page} />;
}

const components = new Map<string, ComponentType>();

/** The component of one studio route (made once per route). */
export function studioPage(page: StudioPage): ComponentType {
  let component = components.get(page.path);
  if (!component) {
    if (page.type === 'list') component = () => <ListPage page={page} />;
    else if (page.type === 'page')
      component = () => (
        <FixedPageWithAdd path={page.path} pageKey={page.pageKey} title={page.title} list={page.list} />
      );
    else if (page.pageKey) {
      const pageKey = page.pageKey;
      component = () => <PageBandPage page={page} pageKey={pageKey} />;
    } else if (page.path.startsWith(':whyProduct')) component = () => <UspEditPage page={page} />;
    else component = () => <EditPage page={page} />;
    components.set(page.path, component);
  }
  return component;
}
