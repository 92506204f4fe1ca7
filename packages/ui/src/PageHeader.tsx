import { Breadcrumb, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Text, Title } from './light';
import { usePageTitle } from './title';

export interface Crumb {
  title: string;
  to?: string;
}

/** The heading of a back-office page; also sets the document title. */
export function PageHeader({
  title,
  subtitle,
  crumbs = [],
  extra,
}: {
  title: string;
  subtitle?: ReactNode;
  crumbs?: Crumb[];
  extra?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div style={{ marginBottom: 16 }}>
      {crumbs.length > 0 && (
        <Breadcrumb
          style={{ marginBottom: 8 }}
          items={[...crumbs, { title }].map((c) => ({
            title: 'to' in c && c.to ? <Link to={c.to}>{c.title}</Link> : c.title,
          }))}
        />
      )}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Title level={3} style={{ margin: 0 }}>
            {title}
          </Title>
          {subtitle && <Text type="secondary">{subtitle}</Text>}
        </div>
        {extra && <Flex gap={8}>{extra}</Flex>}
      </Flex>
    </div>
  );
}
