import type FullCalendar from '@fullcalendar/react';
import {
  type CalendarEvent,
  type CalendarLayer,
  createCalendarEvent,
  deleteCalendarEvent,
  fetchCalendarEvents,
  fetchCalendarLayers,
  fieldErrorsOf,
  messageOf,
  updateCalendarEvent,
} from '@managewell/api';
import { PageHeader, useAntApp, useMediaQuery } from '@managewell/ui';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tag,
} from 'antd';
import {
  type ComponentProps,
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { TIME_ZONE } from '../../chat/format';
import { useLiveEvents } from '../../live/LiveProvider';
import type { Moved, CalendarView as View } from './CalendarView';

type ViewProps = ComponentProps<typeof View>;

import { type FormValues, newEventValues } from './eventForm';
import { fromZoneInput, toZoneInput } from './zone';
import './calendar.css';

type Editing =
  | { mode: 'new'; values: FormValues }
  | { mode: 'edit' | 'view'; event: CalendarEvent; values: FormValues };

/**
 * FullCalendar is downloaded with the page, in three chunks fetched at once (each within the
 * chunk budget): core with the month grid and drag-and-drop, the week/day grid, and the list view.
 */
const CalendarView = lazy(async () => {
  const [view, timeGrid, list] = await Promise.all([
    import('./CalendarView'),
    import('@fullcalendar/timegrid'),
    import('@fullcalendar/list'),
  ]);
  const viewPlugins = [timeGrid.default, list.default];
  return {
    default: forwardRef<FullCalendar, Omit<ViewProps, 'viewPlugins'>>((props, ref) => (
      <view.CalendarView {...props} ref={ref} viewPlugins={viewPlugins} />
    )),
  };
});

function valuesOf(event: CalendarEvent): FormValues {
  return {
    title: event.title,
    start: toZoneInput(TIME_ZONE, event.start),
    end: event.end ? toZoneInput(TIME_ZONE, event.end) : '',
    allDay: event.allDay,
    url: event.url ?? '',
    backgroundColor: event.backgroundColor,
    borderColor: event.borderColor,
    textColor: event.textColor,
    shared: event.shared,
  };
}

function inputOf(values: FormValues) {
  return {
    title: values.title,
    start: fromZoneInput(TIME_ZONE, values.start),
    end: values.end ? fromZoneInput(TIME_ZONE, values.end) : null,
    allDay: values.allDay,
    url: values.url.trim() || null,
    backgroundColor: values.backgroundColor,
    borderColor: values.borderColor,
    textColor: values.textColor,
    shared: values.shared,
  };
}

/**
 * The company calendar (/full-calendar, SPEC 3 Calendar event): month, week, day and list views;
 * one's own events are created by selecting a range or with "Add event", moved by dragging,
 * resized, edited and deleted; shared events of colleagues and the read-only layers (layers.ts
 * on the server) show alongside and can be toggled. Times in the user's zone (India's).
 */
export function CalendarPage() {
  const { message } = useAntApp();
  const narrow = useMediaQuery('(max-width: 767px)');
  const calendar = useRef<FullCalendar | null>(null);
  const [layers, setLayers] = useState<CalendarLayer[] | null>(null);
  const [shown, setShown] = useState<string[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadingEvents, setLoadingEvents] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const shownRef = useRef<string[] | null>(null);
  shownRef.current = shown;

  useEffect(() => {
    fetchCalendarLayers().then(
      (list) => {
        setLayers(list);
        setShown(list.map((layer) => layer.key));
      },
      (failure: unknown) => setFailed(messageOf(failure)),
    );
  }, []);

  const refetch = useCallback(() => calendar.current?.getApi().refetchEvents(), []);
  useEffect(() => {
    if (shown) refetch();
  }, [shown, refetch]);
  useLiveEvents((event) => {
    if (event.type === 'calendar' || event.type === 'hello') refetch();
  });

  const load = useCallback(
    async (range: { start: string; end: string }) =>
      shownRef.current ? fetchCalendarEvents(range.start, range.end, shownRef.current) : [],
    [],
  );

  const openNew = (range?: { start: string; end: string; allDay: boolean }) => {
    const values = newEventValues(range);
    form.setFieldsValue(values);
    setEditing({ mode: 'new', values });
  };

  const openEvent = (event: CalendarEvent) => {
    const values = valuesOf(event);
    form.setFieldsValue(values);
    setEditing({ mode: event.editable ? 'edit' : 'view', event, values });
  };

  const save = async () => {
    if (!editing || editing.mode === 'view') return;
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      if (editing.mode === 'new') await createCalendarEvent(inputOf(values));
      else await updateCalendarEvent(editing.event.id, inputOf(values));
      message.success(editing.mode === 'new' ? 'Event added' : 'Event saved');
      setEditing(null);
      refetch();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (Object.keys(fields).length > 0)
        form.setFields(
          Object.entries(fields).map(([name, error]) => ({
            name: name as keyof FormValues,
            errors: [error],
          })),
        );
      else message.error(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (editing?.mode !== 'edit') return;
    try {
      await deleteCalendarEvent(editing.event.id);
      message.success('Event deleted');
      setEditing(null);
      refetch();
    } catch (failure) {
      message.error(messageOf(failure));
    }
  };

  const move = async ({ event, start, end, allDay, revert }: Moved) => {
    try {
      await updateCalendarEvent(event.id, {
        title: event.title,
        start,
        end,
        allDay,
        url: event.url,
        backgroundColor: event.backgroundColor,
        borderColor: event.borderColor,
        textColor: event.textColor,
        shared: event.shared,
      });
      message.success('Event moved');
      refetch();
    } catch (failure) {
      revert();
      message.error(messageOf(failure));
    }
  };

  const readOnly = editing?.mode === 'view';
  return (
    <div className="mw-calendar">
      <PageHeader
        title="Calendar"
        subtitle={`Times in ${TIME_ZONE.replace('_', ' ')}`}
        extra={
          <Button type="primary" onClick={() => openNew()}>
            Add event
          </Button>
        }
      />
      {failed && <Alert type="error" showIcon title={failed} style={{ marginBottom: 12 }} />}
      {layers && layers.length > 0 && (
        <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }} role="group" aria-label="Layers">
          <span>Show:</span>
          {layers.map((layer) => (
            <Checkbox
              key={layer.key}
              checked={shown?.includes(layer.key)}
              onChange={(e) =>
                setShown((keys) =>
                  e.target.checked
                    ? [...(keys ?? []), layer.key]
                    : (keys ?? []).filter((key) => key !== layer.key),
                )
              }
            >
              {layer.label}
              {layer.readOnly && (
                <Tag style={{ marginInlineStart: 6 }} bordered={false}>
                  read-only
                </Tag>
              )}
            </Checkbox>
          ))}
          {loadingEvents && <Spin size="small" aria-label="Loading events" />}
        </Flex>
      )}
      <Card styles={{ body: { padding: narrow ? 8 : 16 } }}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
          <CalendarView
            ref={calendar}
            timeZone={TIME_ZONE}
            narrow={narrow}
            load={load}
            onSelect={openNew}
            onOpen={openEvent}
            onMove={(moved) => void move(moved)}
            onError={(failure) => message.error(messageOf(failure))}
            onLoading={setLoadingEvents}
          />
        </Suspense>
      </Card>
      <Modal
        open={editing !== null}
        title={editing?.mode === 'new' ? 'New event' : readOnly ? editing?.values.title : 'Edit event'}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        footer={
          readOnly ? (
            <Space>
              {editing?.event.url && (
                <Button href={editing.event.url} target="_blank" rel="noopener noreferrer">
                  Open link
                </Button>
              )}
              <Button onClick={() => setEditing(null)}>Close</Button>
            </Space>
          ) : (
            <Space>
              {editing?.mode === 'edit' && (
                <Popconfirm
                  title="Delete this event?"
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove()}
                >
                  <Button danger>Delete</Button>
                </Popconfirm>
              )}
              <Button onClick={() => setEditing(null)}>Cancel</Button>
              <Button type="primary" loading={saving} onClick={() => void save()}>
                Save
              </Button>
            </Space>
          )
        }
      >
        {readOnly && editing?.mode === 'view' && (
          <p>
            {editing.event.ownerName ? `By ${editing.event.ownerName}. ` : ''}
            {editing.event.layer !== 'events'
              ? 'Shown from another part of Managewell; change it there.'
              : 'Only its owner can change it.'}
          </p>
        )}
        <Form
          form={form}
          layout="vertical"
          disabled={readOnly}
          initialValues={editing?.values}
          requiredMark="optional"
        >
          <Form.Item
            name="title"
            label="Title"
            rules={[{ required: true, whitespace: true, message: 'Please enter a title.' }, { max: 200 }]}
          >
            <Input autoFocus />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item
              name="start"
              label="Start"
              rules={[{ required: true, message: 'Please choose the start.' }]}
              style={{ flex: 1, minWidth: 200 }}
            >
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              name="end"
              label="End"
              style={{ flex: 1, minWidth: 200 }}
              dependencies={['start']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: string) =>
                    !value || value >= getFieldValue('start')
                      ? Promise.resolve()
                      : Promise.reject(new Error('The end must not be before the start.')),
                }),
              ]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Flex>
          <Flex gap={24} wrap>
            <Form.Item name="allDay" label="All day" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="shared" label="Shared with everyone" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
          <Form.Item
            name="url"
            label="Link"
            rules={[{ type: 'url', message: 'Use a web address starting with https://.' }]}
          >
            <Input placeholder="https://…" />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item name="backgroundColor" label="Background">
              <Input type="color" className="mw-colour" />
            </Form.Item>
            <Form.Item name="borderColor" label="Border">
              <Input type="color" className="mw-colour" />
            </Form.Item>
            <Form.Item name="textColor" label="Text">
              <Input type="color" className="mw-colour" />
            </Form.Item>
          </Flex>
        </Form>
      </Modal>
    </div>
  );
}
