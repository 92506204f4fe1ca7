import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EMPLOYEE_LIST_FIELDS, employeeListQuery, LEAVE_LIST_FIELDS, TIMESHEET_LIST_FIELDS } from './hr';
import { leaveListQuery, timesheetListQuery } from './hr-time';
import { LEAD_LIST_FIELDS, leadListQuery } from './lead';
import { type ListField, parseListQuery } from './list-values';
import { OUTBOX_LIST_FIELDS, outboxListQuery } from './mail';
import {
  RESIGNATION_LIST_FIELDS,
  resignationListQuery,
  SUGGESTION_LIST_FIELDS,
  suggestionListQuery,
} from './people';
import {
  CATALOGUE_LIST_FIELDS,
  COSTING_QUEUE_LIST_FIELDS,
  catalogueListQuery,
  costingQueueQuery,
  QUOTATION_LIST_FIELDS,
  quotationListQuery,
} from './quotation';
import { SALES_LEAD_LIST_FIELDS, salesLeadListQuery } from './sales';
import { WEBSITE_LEAD_LIST_FIELDS, websiteLeadQuery } from './website-admin';

/** What the pages did before: the zod schema, dropping each refused key until it parses. */
function withZod(schema: z.ZodObject, params: URLSearchParams, given: Record<string, string> = {}) {
  const raw: Record<string, string> = { ...given };
  for (const key of Object.keys(schema.shape)) {
    const value = given[key] ?? params.get(key);
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  for (;;) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete raw[String(issue.path[0])];
  }
}

/** URL values worth trying for a field: valid, edge and refused ones. */
function samples(field: ListField): string[] {
  switch (field.kind) {
    case 'int':
      return [
        '1',
        '2',
        '0',
        '-3',
        '2.5',
        ' 7 ',
        '1e2',
        '0x10',
        'abc',
        '',
        String(field.max),
        String(field.max + 1),
      ];
    case 'enum': {
      const first = field.values[0] ?? '';
      return [...field.values, 'archived', first.toUpperCase(), ` ${first}`];
    }
    case 'text':
      return [
        'asha',
        '  ravi  ',
        'pool-guard',
        'Pool Guard',
        'x'.repeat(field.max),
        'x'.repeat(field.max + 1),
        ' ',
      ];
    case 'date':
      return ['2025-01-31', '2025-1-31', '31/01/2025', '2025-13-45', '2025-06-31', '2024-02-29'];
  }
}

const LISTS = [
  { name: 'leads', fields: LEAD_LIST_FIELDS, schema: leadListQuery, given: {} },
  {
    name: 'sales leads',
    fields: SALES_LEAD_LIST_FIELDS,
    schema: salesLeadListQuery,
    given: { queue: 'design' },
  },
  {
    name: 'website leads',
    fields: WEBSITE_LEAD_LIST_FIELDS,
    schema: websiteLeadQuery,
    given: { form: 'contact' },
  },
  { name: 'quotations', fields: QUOTATION_LIST_FIELDS, schema: quotationListQuery, given: {} },
  { name: 'costing queue', fields: COSTING_QUEUE_LIST_FIELDS, schema: costingQueueQuery, given: {} },
  { name: 'catalogue', fields: CATALOGUE_LIST_FIELDS, schema: catalogueListQuery, given: {} },
  { name: 'employees', fields: EMPLOYEE_LIST_FIELDS, schema: employeeListQuery, given: {} },
  { name: 'leave requests', fields: LEAVE_LIST_FIELDS, schema: leaveListQuery, given: {} },
  { name: 'outbox', fields: OUTBOX_LIST_FIELDS, schema: outboxListQuery, given: {} },
  { name: 'timesheets', fields: TIMESHEET_LIST_FIELDS, schema: timesheetListQuery, given: {} },
  { name: 'suggestions', fields: SUGGESTION_LIST_FIELDS, schema: suggestionListQuery, given: {} },
  { name: 'resignations', fields: RESIGNATION_LIST_FIELDS, schema: resignationListQuery, given: {} },
] as const;

describe.each(LISTS)('the $name list query read without zod', ({ fields, schema, given }) => {
  it('has exactly the schema’s fields', () => {
    expect(Object.keys(fields).sort()).toEqual(Object.keys(schema.shape).sort());
  });

  it('has the schema’s defaults', () => {
    expect(parseListQuery(fields, new URLSearchParams(), given)).toEqual(
      withZod(schema, new URLSearchParams(), given),
    );
  });

  it.each(Object.entries(fields))('reads %s as the schema does', (key, field) => {
    for (const value of samples(field)) {
      const params = new URLSearchParams({ [key]: value, q: 'pool' });
      expect(parseListQuery(fields, params, given), `${key}=${JSON.stringify(value)}`).toEqual(
        withZod(schema, params, given),
      );
    }
  });
});
