import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { siteSettings } from '../../platform/db';

const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Delhi',
  'Chandigarh',
  'Puducherry',
  'Jammu and Kashmir',
  'Ladakh',
];

/**
 * The company's state (for CGST + SGST against IGST): the settings' company state when set,
 * otherwise the state named in the footer address; null when neither says (taxed as intra-state).
 */
export async function companyState(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, 1));
  const data = (row?.data ?? {}) as {
    company?: { state?: string };
    footer?: { footerData?: { address?: string } };
  };
  if (data.company?.state) return data.company.state;
  const address = data.footer?.footerData?.address ?? '';
  return STATES.find((s) => address.toLowerCase().includes(s.toLowerCase())) ?? null;
}
