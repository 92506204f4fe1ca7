import type { EventInput, EventSourceFuncArg, PluginDef } from '@fullcalendar/core';
import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import type { CalendarEvent } from '@managewell/api';
import { forwardRef, useCallback, useMemo, useRef } from 'react';
import { offsetForWallClock, wallClock } from './zone';

/** FullCalendar's named time zones through Intl (its own without a plugin would show UTC). */
class IntlTimeZone extends NamedTimeZoneImpl {
  offsetForArray(a: number[]): number {
    return offsetForWallClock(this.timeZoneName, a);
  }
  timestampToArray(ms: number): number[] {
    return [...wallClock(this.timeZoneName, ms), ms % 1000];
  }
}
const intlTimeZonePlugin = createPlugin({
  name: 'managewell-intl-time-zone',
  namedTimeZonedImpl: IntlTimeZone,
});
const PLUGINS = [dayGridPlugin, interactionPlugin, intlTimeZonePlugin];

export interface Moved {
  event: CalendarEvent;
  start: string;
  end: string | null;
  allDay: boolean;
  revert: () => void;
}

interface Props {
  timeZone: string;
  load: (range: { start: string; end: string }) => Promise<CalendarEvent[]>;
  onSelect: (range: { start: string; end: string; allDay: boolean }) => void;
  onOpen: (event: CalendarEvent) => void;
  onMove: (moved: Moved) => void;
  onError: (error: unknown) => void;
  /** Events are being fetched (a range or layer change). */
  onLoading?: (loading: boolean) => void;
  narrow: boolean;
  /** The week/day (timegrid) and list views: chunks of their own, loaded alongside this one. */
  viewPlugins: PluginDef[];
}

const toInput = (event: CalendarEvent): EventInput => ({
  id: event.id,
  title: event.title,
  start: event.start,
  end: event.end ?? undefined,
  allDay: event.allDay,
  backgroundColor: event.backgroundColor,
  borderColor: event.borderColor,
  textColor: event.textColor,
  editable: event.editable,
  extendedProps: { source: event },
});

/** FullCalendar (MIT core and plugins), in this page's chunk only. */
export const CalendarView = forwardRef<FullCalendar, Props>(function CalendarView(
  { timeZone, load, onSelect, onOpen, onMove, onError, onLoading, narrow, viewPlugins },
  ref,
) {
  // One event source for the calendar's life: a new function each render would make FullCalendar
  // refetch on every render (and the loading state change renders again).
  const latest = useRef({ load, onError, onLoading });
  latest.current = { load, onError, onLoading };
  const events = useCallback(
    (info: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      latest.current.load({ start: info.start.toISOString(), end: info.end.toISOString() }).then(
        (list) => success(list.map(toInput)),
        (error: unknown) => {
          latest.current.onError(error);
          failure(error as Error);
        },
      );
    },
    [],
  );
  const views = useMemo(
    () => ({
      // On a phone a column of ~40 px holds only "M 23".
      timeGrid: {
        dayHeaderFormat: narrow
          ? ({ weekday: 'narrow', day: 'numeric' } as const)
          : ({ weekday: 'short', day: 'numeric', month: 'short', omitCommas: true } as const),
      },
    }),
    [narrow],
  );
  const loading = useCallback((isLoading: boolean) => latest.current.onLoading?.(isLoading), []);
  return (
    <FullCalendar
      ref={ref}
      plugins={[...PLUGINS, ...viewPlugins]}
      timeZone={timeZone}
      // Dates as India writes them (Mon 23 Nov, 23 November 2026, 7:30 pm), as the rest of the app.
      locale="en-IN"
      initialView={narrow ? 'listWeek' : 'dayGridMonth'}
      headerToolbar={
        narrow
          ? { left: 'prev,next', center: 'title', right: 'today' }
          : {
              left: 'prev,next today',
              center: 'title',
              right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
            }
      }
      footerToolbar={narrow ? { center: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' } : undefined}
      buttonText={{ today: 'Today', month: 'Month', week: 'Week', day: 'Day', list: 'List' }}
      height="auto"
      firstDay={1}
      views={views}
      nowIndicator
      selectable
      selectMirror
      dayMaxEvents
      eventStartEditable
      eventDurationEditable
      loading={loading}
      events={events}
      select={(info) => {
        onSelect({ start: info.start.toISOString(), end: info.end.toISOString(), allDay: info.allDay });
        (ref as { current: FullCalendar | null }).current?.getApi().unselect();
      }}
      eventClick={(info) => {
        info.jsEvent.preventDefault(); // the url opens from the dialog, not by a stray click
        onOpen(info.event.extendedProps.source as CalendarEvent);
      }}
      eventDrop={(info) =>
        onMove({
          event: info.event.extendedProps.source as CalendarEvent,
          start: info.event.start!.toISOString(),
          end: info.event.end ? info.event.end.toISOString() : null,
          allDay: info.event.allDay,
          revert: info.revert,
        })
      }
      eventResize={(info) =>
        onMove({
          event: info.event.extendedProps.source as CalendarEvent,
          start: info.event.start!.toISOString(),
          end: info.event.end ? info.event.end.toISOString() : null,
          allDay: info.event.allDay,
          revert: info.revert,
        })
      }
    />
  );
});
