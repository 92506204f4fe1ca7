import { INDIA_CODE } from '@managewell/api/contract';
import type { leads } from '../leads';

type LeadRow = typeof leads.$inferSelect;

/** The lead payload of SPEC 3, as HelloLeads takes it: every field present, '' when not filled. */
export interface HelloLeadsPayload {
  list_key: string;
  first_name: string;
  last_name: string;
  company: string;
  designation: string;
  email: string;
  mobile: string;
  phone: string;
  fax: string;
  website: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  notes: string;
  interests: string;
  category: string;
  tags: string;
  mobile_code: string;
  deal_size: string;
  potential: string;
}

/** A stored lead → the payload posted to the list `listKey`. */
export function helloLeadsPayload(lead: LeadRow, listKey: string): HelloLeadsPayload {
  const text = (value: string | null) => value ?? '';
  return {
    list_key: listKey,
    first_name: lead.firstName,
    last_name: text(lead.lastName),
    company: text(lead.company),
    designation: text(lead.designation),
    email: text(lead.email),
    mobile: lead.mobile,
    phone: text(lead.phone),
    fax: text(lead.fax),
    website: text(lead.website),
    address_line1: text(lead.addressLine1),
    address_line2: text(lead.addressLine2),
    city: text(lead.city),
    state: text(lead.state),
    country: text(lead.country),
    postal_code: text(lead.postalCode),
    notes: text(lead.notes),
    interests: text(lead.interests),
    category: text(lead.category),
    tags: lead.tags.join(','),
    mobile_code: INDIA_CODE,
    deal_size: lead.dealSize === null ? '' : String(lead.dealSize),
    potential: text(lead.potential),
  };
}
