import type { SettingsDocument } from '@managewell/api/contract';
import { Text } from '@managewell/ui/light';
import { Form, List, Select } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { FOOTER_COLUMNS, type FooterColumnText, footerLinkPath, footerLinksOf } from './footerLinks';

const AREA = '/app/website-admin';

/**
 * The settings page's "Footer link columns" section: for each column, the published items it
 * lists and the links it shows now, each with its edit page. Loaded when the section is first
 * opened (its Select and List are ~30 KB brotli the rest of the page does not use).
 * `onMounted` runs once its fields are registered with the form (to show errors sent before).
 */
export function FooterLinkColumns({
  initial,
  onMounted,
}: {
  initial: SettingsDocument;
  onMounted?: () => void;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the fields registered
  useEffect(() => onMounted?.(), []);
  const choices = initial.footer_choices;
  const linkColumn = ({ column, many, one }: FooterColumnText) => {
    const saved = footerLinksOf(initial, column);
    return (
      <div key={column} style={{ marginBottom: 24 }}>
        <Form.Item
          name={['footer', 'footer_links', column]}
          label={`Footer ${many} links`}
          extra="Choose published items in the order the footer shows them; leave empty to list them all."
        >
          <Select
            mode="multiple"
            allowClear
            placeholder={`Every published ${many.toLowerCase()}`}
            options={choices[column].map((c) => ({ value: c.slug, label: c.title }))}
          />
        </Form.Item>
        <Text type="secondary">
          The footer shows now ({saved.length}): edit a link to replace, move or remove it.
        </Text>
        <List
          size="small"
          aria-label={`Footer ${many} links`}
          locale={{ emptyText: `No ${one} links in the footer` }}
          dataSource={saved}
          rowKey="id"
          renderItem={(link, index) => (
            <List.Item
              actions={[
                <Link
                  key="edit"
                  to={`${AREA}/${footerLinkPath(column, link.id)}`}
                  aria-label={`Edit footer link ${link.title}`}
                >
                  Edit
                </Link>,
              ]}
            >
              {index + 1}. {link.title}
            </List.Item>
          )}
        />
      </div>
    );
  };
  return <>{FOOTER_COLUMNS.map(linkColumn)}</>;
}
