import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import { type ListField, PAGE_FIELDS } from '@managewell/api/contract';
import { ExportButton, useAntApp, useRemoteData } from '@managewell/ui';
import { ListFrame, pageOfRows, useListQuery } from '@managewell/ui/list';
import { Button, Card, DatePicker, Form, Input, Popconfirm, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { showFailure } from './shared';

/** The calendar's year in the URL (this year unless set); a year's holidays fit on one page. */
const HOLIDAY_FIELDS = {
  ...PAGE_FIELDS,
  pageSize: { ...PAGE_FIELDS.pageSize, default: 50 },
  year: { kind: 'int', min: 2000, max: 2100 },
} as const satisfies Record<string, ListField>;

/** The holiday calendar tab of HR's leaves page: loaded when the tab is opened (see docs/decisions/0011-load-on-first-use.md). */
export function Holidays() {
  const { message } = useAntApp();
  const list = useListQuery(HOLIDAY_FIELDS, { filters: [] });
  const thisYear = dayjs().year();
  const year = list.query.year ?? thisYear;
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => hrApi.holidays(year), `${year}-${attempt}`);
  const [form] = Form.useForm<{ date?: Dayjs; name?: string }>();
  const add = async (v: { date?: Dayjs; name?: string }) => {
    try {
      await hrApi.addHoliday({ date: v.date?.format('YYYY-MM-DD') ?? '', name: v.name ?? '' });
      form.resetFields();
      setAttempt((n) => n + 1);
    } catch (failure) {
      message.error(showFailure(form, failure));
    }
  };
  return (
    <Card
      extra={
        <Select
          aria-label="Year"
          value={year}
          onChange={(next) => list.set({ year: next === thisYear ? undefined : next })}
          options={[year - 1, year, year + 1].map((y) => ({ value: y, label: y }))}
        />
      }
    >
      <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 16 }}>
        <Form.Item name="date" rules={[{ required: true, message: 'Choose the date.' }]}>
          <DatePicker aria-label="Holiday date" />
        </Form.Item>
        <Form.Item name="name" rules={[{ required: true, message: 'Name it.' }]}>
          <Input placeholder="Holiday name" count={{ show: true, max: 100 }} />
        </Form.Item>
        <Button htmlType="submit">Add holiday</Button>
      </Form>
      <ListFrame
        bare
        list={list}
        remote={pageOfRows(data, list.query)}
        errorTitle="The holidays could not be loaded"
        noun="holidays"
        emptyText={`No holidays in ${year} yet`}
        actions={<ExportButton url={HR_EXPORT_URLS.holidays} query={{ year }} />}
        table={{
          label: 'Holidays',
          rowKey: 'id',
          size: 'small',
          columns: [
            { key: 'date', title: 'Date', render: (h) => dayjs(h.date).format('ddd, D MMM YYYY') },
            { key: 'name', title: 'Holiday', render: (h) => h.name },
            {
              key: 'remove',
              title: '',
              render: (h) => (
                <Popconfirm
                  title="Remove this holiday?"
                  onConfirm={() =>
                    hrApi.removeHoliday(h.id).then(
                      () => setAttempt((n) => n + 1),
                      (f) => message.error(showFailure(null, f)),
                    )
                  }
                >
                  <Button size="small" type="text" danger>
                    Remove
                  </Button>
                </Popconfirm>
              ),
            },
          ],
        }}
      />
    </Card>
  );
}
