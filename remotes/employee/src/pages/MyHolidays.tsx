import { selfApi } from '@managewell/api';
import type { MyHolidays as MyHolidaysData } from '@managewell/api/contract';
import { useAntApp, useRemoteData } from '@managewell/ui';
import { Alert, Button, Card, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, showFailure } from './shared';

/** My holiday list's year: the mandatory holidays, and the optional ones to choose (up to the list's allowance) until their day. */
export function MyHolidays({ onChanged }: { onChanged: () => void }) {
  const { message } = useAntApp();
  const data = useRemoteData(() => selfApi.holidays(), 'my-holidays');
  const [latest, setLatest] = useState<MyHolidaysData>();
  const [busy, setBusy] = useState<number | null>(null);
  const shown = latest ?? data.data;
  if (data.error) return <Alert type="error" showIcon title="Your holidays could not be loaded" />;
  if (!shown) return <Skeleton active />;
  const chosen = shown.holidays.filter((h) => h.chosen).length;
  const change = async (id: number, take: boolean) => {
    setBusy(id);
    try {
      setLatest(await (take ? selfApi.chooseHoliday(id) : selfApi.unchooseHoliday(id)));
      onChanged();
    } catch (failure) {
      message.error(showFailure(null, failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={`My holidays ${shown.year}: ${shown.list.name}`} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary" data-testid="optional-allowance">
        {shown.list.optionalAllowed > 0
          ? `You have chosen ${chosen} of ${shown.list.optionalAllowed} optional holidays; you may change them until their day.`
          : 'Your list has no optional holidays to choose.'}
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={shown.holidays}
        renderItem={(h) => (
          <List.Item
            actions={
              h.optional && h.date > shown.today
                ? [
                    <Button
                      key="choose"
                      size="small"
                      loading={busy === h.id}
                      aria-label={`${h.chosen ? 'Give back' : 'Take'} ${h.name}`}
                      onClick={() => change(h.id, !h.chosen)}
                    >
                      {h.chosen ? 'Give back' : 'Take'}
                    </Button>,
                  ]
                : []
            }
          >
            <span>
              {formatDate(h.date)} · {h.name}{' '}
              {h.optional && (
                <Tag color={h.chosen ? 'green' : 'default'}>{h.chosen ? 'Chosen' : 'Optional'}</Tag>
              )}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}
