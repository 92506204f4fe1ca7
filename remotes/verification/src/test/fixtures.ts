import type { Lead, Page } from '@managewell/api/contract';

export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 12,
    first_name: 'Asha',
    last_name: 'Verma',
    company: 'Blue Lagoon Resorts',
    designation: null,
    email: 'asha@example.com',
    mobile: '9876543210',
    mobile_code: '91',
    phone: null,
    fax: null,
    website: null,
    address_line1: null,
    address_line2: null,
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    postal_code: '411001',
    gstin: null,
    billing_address: null,
    billing_state: null,
    notes: null,
    interests: 'infinity-pools',
    category: null,
    tags: ['resort'],
    deal_size: 2500000,
    potential: 'high',
    source: 'website',
    status: 'new',
    rejection_reason: null,
    merged_into: null,
    site_latitude: null,
    site_longitude: null,
    site_note: null,
    version: 3,
    created_at: '2025-05-02T09:30:00.000Z',
    updated_at: '2025-05-02T09:30:00.000Z',
    created_by: { id: 2, username: 'priya' },
    ...overrides,
  };
}

export function pageOf(items: Lead[], total = items.length, page = 1, pageSize = 20): Page<Lead> {
  return { items, total, page, pageSize };
}
