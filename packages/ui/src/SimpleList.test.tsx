import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SimpleList } from './SimpleList';

const people = [
  { id: 7, name: 'Asha' },
  { id: 9, name: 'Ravi' },
];

describe('SimpleList', () => {
  it('renders one list item per row, with its extra, actions and meta', () => {
    const html = renderToStaticMarkup(
      <SimpleList
        dataSource={people}
        rowKey="id"
        renderItem={(p) => (
          <SimpleList.Item
            extra={<b>{p.id}</b>}
            actions={[
              <a key="call" href={`tel:+91${p.id}`}>
                Call {p.name}
              </a>,
            ]}
          >
            <SimpleList.Item.Meta title={p.name} description={`Staff ${p.id}`} />
          </SimpleList.Item>
        )}
      />,
    );
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('Asha');
    expect(html).toContain('Staff 9');
    expect(html).toContain('<b>7</b>');
    expect(html).toContain('Call Ravi');
    expect(html).not.toContain('ant-list'); // antd's List (and its Pagination) is not used
  });

  it('shows the empty text when there are no rows', () => {
    const html = renderToStaticMarkup(
      <SimpleList
        dataSource={[]}
        locale={{ emptyText: 'Nobody is on leave today.' }}
        renderItem={() => null}
      />,
    );
    expect(html).toContain('Nobody is on leave today.');
    expect(html).not.toContain('<ul');
  });
});
