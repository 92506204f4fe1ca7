import { Button, Card, Empty, Flex, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" />
      <span style={{ position: 'absolute', left: -9999 }}>{label}</span>
    </Flex>
  );
}

export function ErrorState({
  title = 'This could not be loaded',
  message,
  onRetry,
}: {
  title?: string;
  message: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={message}
      extra={
        onRetry && (
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        )
      }
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
      <Card>
        <Result
          status="info"
          title="Not built yet"
          subTitle={
            <Typography.Text type="secondary">
              “{title}” belongs to the {area} area and comes in a later release. Nothing here is saved or
              shown yet.
            </Typography.Text>
          }
        />
      </Card>
    </>
  );
}
