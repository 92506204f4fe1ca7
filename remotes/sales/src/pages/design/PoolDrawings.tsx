import type { PoolDimensions } from '@managewell/api/contract';
import { poolDrawingSvg } from '@managewell/api/pool';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';

/**
 * The plan and long section drawn from the captured dimensions. The SVG is made by
 * poolDrawingSvg from numbers only (no typed text), so inserting its markup is safe.
 */
export function PoolDrawings({ dims }: { dims: PoolDimensions }) {
  const drawing = useMemo(() => poolDrawingSvg(dims), [dims]);
  return (
    <Row gutter={[16, 16]}>
      {(
        [
          ['plan', 'Plan view', drawing.plan],
          ['section', 'Long section', drawing.section],
        ] as const
      ).map(([key, title, svg]) => (
        <Col xs={24} xxl={12} key={key}>
          <Card size="small" title={title}>
            <div
              data-testid={`pool-${key}`}
              style={{ maxWidth: 640, margin: '0 auto' }}
              className="mw-pool-drawing"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: markup made from numbers by poolDrawingSvg
              dangerouslySetInnerHTML={{ __html: svg.replace(/ width="640" height="\d+"/, ' width="100%"') }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
