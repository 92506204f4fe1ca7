import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import type { HolidayList } from '@managewell/api/contract';
import { type ListField, PAGE_FIELDS } from '@managewell/api/contract';
import { ExportButton, useAntApp, useRemoteData } from '@managewell/ui';
import { ListFrame, pageOfRows, useListQuery } from '@managewell/ui/list';
import {
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { showFailure } from './shared';

/** The calendar's year in the URL (this year unless set); a year's holidays fit on one page. */
const HOLIDAY_FIELDS = {
  ...PAGE_FIELDS,
  pageSize: { ...PAGE_FIELDS.pageSize, default: 50 },
  year: { kind: 'int', min: 2000, max: 2100 },
  /** The holiday list shown: the default list unless set. */
  list: { kind: 'int', min: 1, max: 2_147_483_647 },
} as const satisfies Record<string, ListField>;

interface ListValues {
  name?: string;
  workState?: string;
  workLocation?: string;
  optionalAllowed?: number | null;
}

/** Adds a list, or changes the shown one: a state's (and office's) name and how many optional holidays each person may take. */
function ListForm({
  editing,
  onSaved,
}: {
  editing: HolidayList | null;
  onSaved: (list: HolidayList) => void;
}) {
  const { message } = useAntApp();
  const [form] = Form.useForm<ListValues>();
  const save = async (v: ListValues) => {
    const body = {
      name: v.name ?? '',
      workState: v.workState || null,
      workLocation: v.workLocation || null,
      optionalAllowed: v.optionalAllowed ?? 0,
    };
    try {
      onSaved(editing ? await hrApi.updateHolidayList(editing.id, body) : await hrApi.addHolidayList(body));
      if (!editing) form.resetFields();
    } catch (failure) {
      message.error(showFailure(form, failure));
    }
  };
  return (
    <Form
      key={editing?.id ?? 'new'}
      form={form}
      layout="inline"
      onFinish={save}
      initialValues={editing ?? { optionalAllowed: 0 }}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="name" rules={[{ required: true, message: 'Name the list.' }]}>
        <Input
          aria-label="List name"
          placeholder="List name, e.g. Karnataka — Bengaluru"
          style={{ width: 260 }}
        />
      </Form.Item>
      {!editing?.isDefault && (
        <>
          <Form.Item name="workState" rules={[{ required: true, message: 'Choose the state.' }]}>
            <Input aria-label="State" placeholder="State" />
          </Form.Item>
          <Form.Item name="workLocation">
            <Input
              aria-label="Office"
              placeholder="Office (every office when empty)"
              style={{ width: 240 }}
            />
          </Form.Item>
        </>
      )}
      <Form.Item name="optionalAllowed" label="Optional holidays a person may choose">
        <InputNumber aria-label="Optional holidays a person may choose" min={0} max={50} />
      </Form.Item>
      <Button htmlType="submit">{editing ? 'Save list' : 'Add list'}</Button>
    </Form>
  );
}

interface HolidayValues {
  date?: Dayjs;
  name?: string;
  optional?: boolean;
}

const listLabel = (l: HolidayList) =>
  `${l.name}${l.isDefault ? ' (default)' : ''} · ${l.holidayCount} holiday${l.holidayCount === 1 ? '' : 's'}`;

/** The holiday calendar tab of HR's leaves page: loaded when the tab is opened (see docs/decisions/0011-load-on-first-use.md). */
export function Holidays() {
  const { message } = useAntApp();
  const list = useListQuery(HOLIDAY_FIELDS, { filters: [] });
  const thisYear = dayjs().year();
  const year = list.query.year ?? thisYear;
  const listId = list.query.list;
  const [attempt, setAttempt] = useState(0);
  const [editingList, setEditingList] = useState(false);
  const lists = useRemoteData(() => hrApi.holidayLists(), String(attempt));
  const shown = lists.data?.find((l) => (listId ? l.id === listId : l.isDefault)) ?? null;
  const data = useRemoteData(() => hrApi.holidays(year, listId), `${year}-${listId}-${attempt}`);
  const [form] = Form.useForm<HolidayValues>();
  const add = async (v: HolidayValues) => {
    try {
      await hrApi.addHoliday({
        listId,
        date: v.date?.format('YYYY-MM-DD') ?? '',
        name: v.name ?? '',
        optional: Boolean(v.optional),
      });
      form.resetFields();
      setAttempt((n) => n + 1);
    } catch (failure) {
      message.error(showFailure(form, failure));
    }
  };
  return (
    <Card
      title={
        <Space wrap>
          <Select
            aria-label="Holiday list"
            style={{ minWidth: 240 }}
            loading={!lists.data}
            value={shown?.id}
            onChange={(next) => {
              setEditingList(false);
              list.set({ list: lists.data?.find((l) => l.id === next)?.isDefault ? undefined : next });
            }}
            options={(lists.data ?? []).map((l) => ({ value: l.id, label: listLabel(l) }))}
          />
          <Button size="small" onClick={() => setEditingList((on) => !on)}>
            {editingList ? 'Close' : 'Lists'}
          </Button>
        </Space>
      }
      extra={
        <Select
          aria-label="Year"
          value={year}
          onChange={(next) => list.set({ year: next === thisYear ? undefined : next })}
          options={[year - 1, year, year + 1].map((y) => ({ value: y, label: y }))}
        />
      }
    >
      {editingList && (
        <>
          <Typography.Paragraph type="secondary">
            People follow the list of their office, else of their state, else the default list.
          </Typography.Paragraph>
          {shown && <ListForm editing={shown} onSaved={() => setAttempt((n) => n + 1)} />}
          <ListForm
            editing={null}
            onSaved={(added) => {
              list.set({ list: added.id });
              setAttempt((n) => n + 1);
            }}
          />
        </>
      )}
      {shown && (
        <Typography.Paragraph type="secondary">
          {shown.optionalAllowed > 0
            ? `Each person may choose ${shown.optionalAllowed} of this list’s optional holidays a year.`
            : 'No optional holidays to choose in this list.'}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 16 }}>
        <Form.Item name="date" rules={[{ required: true, message: 'Choose the date.' }]}>
          <DatePicker aria-label="Holiday date" />
        </Form.Item>
        <Form.Item name="name" rules={[{ required: true, message: 'Name it.' }]}>
          <Input placeholder="Holiday name" count={{ show: true, max: 100 }} />
        </Form.Item>
        <Form.Item name="optional" valuePropName="checked">
          <Checkbox>Optional</Checkbox>
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
        actions={<ExportButton url={HR_EXPORT_URLS.holidays} query={listId ? { year, listId } : { year }} />}
        table={{
          label: 'Holidays',
          rowKey: 'id',
          size: 'small',
          columns: [
            { key: 'date', title: 'Date', render: (h) => dayjs(h.date).format('ddd, D MMM YYYY') },
            { key: 'name', title: 'Holiday', render: (h) => h.name },
            { key: 'optional', title: 'Kind', render: (h) => (h.optional ? 'Optional' : 'Mandatory') },
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
