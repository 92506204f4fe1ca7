import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import { type AttendanceGridRow, DEPARTMENTS, type ListField, PAGE_FIELDS } from '@managewell/api/contract';
import { ExportButton, PageHeader, type RemoteData, useRemoteData } from '@managewell/ui';
import type { DataColumn } from '@managewell/ui/data-table';
import { Panel, TabBar, Text } from '@managewell/ui/light';
import { ListFilter, ListFrame, ListSearch, ListSelect, pageOfRows, useListQuery } from '@managewell/ui/list';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { DecisionQueue } from './DecisionQueue';

const LETTER_COLOURS: Record<string, string> = {
  P: '#d9f7be',
  L: '#fff1b8',
  A: '#ffccc7',
  V: '#d6e4ff',
  H: '#efdbff',
  O: '#ffd8bf',
  W: '#f0f0f0',
  '-': '#fff',
};

/** HR: everyone's month, one cell a day (filters in the URL, CSV), and the corrections to approve. */
export function ReadAttendancePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'grid';
  return (
    <>
      <PageHeader title="Attendance" />
      <TabBar
        activeKey={tab}
        onChange={(key) => setParams(key === 'grid' ? {} : { tab: key })}
        items={[
          { key: 'grid', label: 'Month grid', children: <Grid /> },
          { key: 'corrections', label: 'Corrections', children: <Corrections /> },
        ]}
      />
    </>
  );
}

/** The grid's query in the URL (`attendanceGridQuery` validates it); the month is this one unless set. */
const GRID_FIELDS = {
  ...PAGE_FIELDS,
  // A month shows everyone at once on a wide screen: 50 rows a page.
  pageSize: { ...PAGE_FIELDS.pageSize, default: 50 },
  month: { kind: 'text', max: 7, pattern: /^\d{4}-(0[1-9]|1[0-2])$/ },
  department: { kind: 'enum', values: DEPARTMENTS },
  q: { kind: 'text', max: 100 },
} as const satisfies Record<string, ListField>;

function Grid() {
  const list = useListQuery(GRID_FIELDS, { filters: ['q', 'department'] });
  const month = list.query.month ?? dayjs().format('YYYY-MM');
  const { department, q } = list.query;
  const query = { month, department, q };
  const data = useRemoteData(() => hrApi.attendance(query), JSON.stringify(query));
  const dates = data.data?.dates ?? [];
  const rows: RemoteData<readonly AttendanceGridRow[]> = { ...data, data: data.data?.rows };
  return (
    <Panel>
      <div style={{ marginBottom: '1em' }}>
        <Text type="secondary" style={{ fontSize: 12 }}>
          P present · L late · A absent · V leave · H half-day leave · O holiday · W weekend
        </Text>
      </div>
      <ListFrame
        bare
        list={list}
        remote={pageOfRows(rows, list.query)}
        errorTitle="The attendance could not be loaded"
        noun="employees"
        filters={
          <>
            <ListFilter id="attendance-month" label="Month">
              <DatePicker
                id="attendance-month"
                picker="month"
                aria-label="Month"
                allowClear={false}
                style={{ width: '100%' }}
                value={dayjs(`${month}-01`)}
                onChange={(d) => d && list.set({ month: d.format('YYYY-MM') })}
              />
            </ListFilter>
            <ListSelect
              list={list}
              field="department"
              id="attendance-department"
              label="Department"
              placeholder="Department"
              options={DEPARTMENTS.map((d) => ({ value: d, label: d }))}
            />
            <ListSearch list={list} id="attendance-search" placeholder="Name or code" />
          </>
        }
        actions={<ExportButton url={HR_EXPORT_URLS.attendance} query={query} />}
        table={{
          label: 'Attendance',
          rowKey: 'employeeId',
          size: 'small',
          minWidth: 360 + dates.length * 26,
          columns: [
            {
              key: 'employee',
              title: 'Employee',
              width: 180,
              render: (r) => <span title={r.department}>{r.employeeName}</span>,
            },
            ...dates.map(
              (d, i): DataColumn<AttendanceGridRow> => ({
                key: d,
                title: <span title={dayjs(d).format('ddd D MMM')}>{Number(d.slice(8))}</span>,
                width: 26,
                align: 'center',
                cellStyle: (r) => ({
                  background: LETTER_COLOURS[r.days[i] ?? '-'],
                  padding: 2,
                  fontSize: 11,
                }),
                render: (r) => r.days[i],
              }),
            ),
            { key: 'present', title: 'P', width: 40, render: (r) => r.present },
            { key: 'late', title: 'L', width: 40, render: (r) => r.late },
            { key: 'absent', title: 'A', width: 40, render: (r) => r.absent },
            { key: 'leave', title: 'V', width: 44, render: (r) => r.leave },
          ],
        }}
      />
    </Panel>
  );
}

function Corrections() {
  return (
    <DecisionQueue
      name="corrections"
      shown="pending"
      load={hrApi.regularisations}
      decide={hrApi.decideRegularisation}
      detail={{ key: 'times', title: 'Times', render: (r) => `${r.checkIn}–${r.checkOut}` }}
      actions={(status) => <ExportButton url={HR_EXPORT_URLS.regularisations} query={{ status }} />}
    />
  );
}
