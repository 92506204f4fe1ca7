import { ERROR_CODES, isApiErrorBody, messageOf } from '@managewell/api';
import { Button, Empty, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LazyResult as Result } from './LazyResult';
import { Panel, Text } from './light';
import { PageHeader } from './PageHeader';

export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" />
      <span style={{ position: 'absolute', left: -9999 }}>{label}</span>
    </Flex>
  );
}

/** A failed load that answered 404: retrying cannot help. */
export function isNotFound(failure: unknown): boolean {
  return isApiErrorBody(failure) && failure.code === ERROR_CODES.notFound;
}

/**
 * A page or part that could not be loaded. Pass the failure as `error`: its message is shown,
 * and "Try again" only where trying again can help (never on a 404). A 404 says what is missing
 * in this area's words (`notFound`) and offers the way back (`back`), e.g. to the area's list.
 */
export function ErrorState({
  title = 'This could not be loaded',
  message,
  error,
  onRetry,
  notFound,
  back,
}: {
  title?: string;
  /** What to say; by default the failure's own message. */
  message?: ReactNode;
  error?: unknown;
  onRetry?: () => void;
  /** Title and text for a 404, in the words of the person on this page. */
  notFound?: { title: string; message?: ReactNode };
  /** The way back, shown on every failure: a link to the area's list. */
  back?: { to: string; label: string };
}) {
  const missing = error !== undefined && isNotFound(error);
  const backLink = back && (
    <Link key="back" to={back.to}>
      {back.label}
    </Link>
  );
  if (missing) {
    return (
      <Result
        status="404"
        title={notFound?.title ?? 'Not found'}
        subTitle={notFound?.message ?? message ?? messageOf(error)}
        extra={backLink}
      />
    );
  }
  return (
    <Result
      status="warning"
      title={title}
      subTitle={message ?? (error === undefined ? null : messageOf(error))}
      extra={[
        onRetry && (
          <Button key="retry" type="primary" onClick={onRetry}>
            Try again
          </Button>
        ),
        backLink,
      ]}
    />
  );
}

export function EmptyState({ description, action }: { description: ReactNode; action?: ReactNode }) {
  return (
    <Empty description={description} style={{ padding: '32px 0' }}>
      {action}
    </Empty>
  );
}

/**
 * The honest state of a page whose issue has not landed yet: the route exists,
 * the page says plainly that it is not built, nothing pretends to work.
 */
export function NotBuiltYet({ title, area }: { title: string; area: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Panel>
        <Result
          status="info"
          title="Not built yet"
          subTitle={
            <Text type="secondary">
              “{title}” belongs to the {area} area and comes in a later release. Nothing here is saved or
              shown yet.
            </Text>
          }
        />
      </Panel>
    </>
  );
}
