import { randomBytes } from 'node:crypto';
import type {
  PoolShape,
  QuotationContent,
  QuotationLine,
  QuotationStatus,
  QuotationTerms,
  SalesStage,
} from '@managewell/api/contract';
import { financialYear } from '@managewell/api/money';
import { isInterState, poolQuantities, quotationTotals } from '@managewell/api/quotation';
import { asc, eq, inArray } from 'drizzle-orm';
import { leads } from '../pipeline/leads';
import {
  catalogueItems,
  QUOTATION_SERIES,
  quotations,
  quotationVersions,
  termsTemplates,
} from '../pipeline/quotations';
import { leadRequirements, leadSales } from '../pipeline/sales';
import type { DbOrTx } from '../platform/db';
import type { Random } from '../website/pictures';
import { documentCounters, formatDocumentNumber, contentHash as quotationHash } from '../workplace/documents';

type CatalogueSeed = Omit<typeof catalogueItems.$inferInsert, 'id'>;

const item = (
  code: string,
  name: string,
  hsnSac: string,
  unit: string,
  rupees: number,
  gst: number,
  quantityBasis = 'fixed',
  description = '',
): CatalogueSeed => ({
  code,
  name,
  hsnSac,
  unit,
  ratePaise: rupees * 100,
  gstRateBps: gst,
  quantityBasis,
  description,
});

/** A pool builder's price list (rates before GST). */
export const DEMO_CATALOGUE: CatalogueSeed[] = [
  item(
    'EXC-01',
    'Excavation and disposal of soil',
    '995423',
    'm3',
    650,
    1800,
    'volume',
    'Machine excavation, dewatering, carting away within 5 km',
  ),
  item(
    'RCC-SHELL',
    'RCC pool shell (M30, waterproof admixture)',
    '995423',
    'm2',
    7_800,
    1800,
    'surface',
    'Floor and walls, 200 mm, with reinforcement',
  ),
  item('PLAST-WP', 'Waterproof plaster and crystalline coating', '995454', 'm2', 950, 1800, 'surface'),
  item('TILE-GLASS', 'Glass mosaic tiles 25 × 25 mm, laid', '69072100', 'm2', 2_450, 1800, 'surface'),
  item('TILE-CER', 'Ceramic pool tiles 244 × 119 mm, laid', '69072100', 'm2', 1_650, 1800, 'surface'),
  item(
    'REN-2000',
    'Renolit Alkorplan 2000 membrane, welded',
    '39211900',
    'm2',
    2_150,
    1800,
    'surface',
    '1.5 mm reinforced PVC membrane with underlay',
  ),
  item(
    'REN-TOUCH',
    'Renolit Alkorplan Touch membrane, welded',
    '39211900',
    'm2',
    3_250,
    1800,
    'surface',
    'Embossed 3D texture',
  ),
  item(
    'FILT-SAND',
    'Sand filtration plant (filter, multiport valve, media)',
    '84212190',
    'set',
    1_45_000,
    1800,
  ),
  item('PUMP-15', 'Self-priming pool pump 1.5 HP', '84137010', 'nos', 38_500, 1800),
  item('PUMP-VS', 'Variable-speed pump 2 HP', '84137010', 'nos', 92_000, 1800),
  item('LED-RGB', 'Underwater LED light 18 W RGB with niche', '94054090', 'nos', 14_800, 1800),
  item('HEAT-PUMP', 'Pool heat pump 21 kW', '84186100', 'nos', 3_85_000, 1800),
  item('LADDER-SS', 'Stainless steel ladder, 4 steps', '73269099', 'nos', 26_500, 1800),
  item('COPING-GR', 'Granite coping 300 mm, bull-nosed', '68022390', 'rmt', 2_300, 1800, 'perimeter'),
  item('SKIM-WALL', 'Wall skimmer with weir', '39229000', 'nos', 6_800, 1800),
  item('INLET-SET', 'Return inlets, main drain and fittings', '39174000', 'set', 24_000, 1800),
  item('PLUMB-UPVC', 'UPVC plumbing and balancing tank connections', '995465', 'lot', 85_000, 1800),
  item('ELEC-PANEL', 'Electrical control panel with timer and RCCB', '85371000', 'set', 58_000, 1800),
  item('AUTO-DOSE', 'Automatic chlorine and pH dosing system', '84798999', 'set', 1_20_000, 1800),
  item('FILL-TEST', 'Water filling, balancing and commissioning', '998719', 'job', 18_000, 1800),
  item('AMC-1Y', 'Annual maintenance contract, first year', '998719', 'job', 60_000, 1800),
  item('COVER-AUTO', 'Automatic slatted pool cover', '39269099', 'm2', 28_000, 1800, 'area'),
];

/** Where the demo company is registered (its address in the site settings says Mumbai, Maharashtra). */
export const COMPANY_STATE = 'Maharashtra';

export const DEMO_TERMS_TEMPLATES = [
  {
    name: 'Residential pool (40 / 40 / 20)',
    milestones: [
      { label: 'Advance with order', percent: 40 },
      { label: 'On completion of the shell', percent: 40 },
      { label: 'On handover', percent: 20 },
    ],
    validityDays: 30,
    timeline: '10 to 12 weeks from the advance and a cleared site.',
    warranty: 'Structure 10 years; membrane 10 years (manufacturer); equipment 1 year.',
    exclusions: 'Electricity and water at site, civil work outside the pool area, permissions and approvals.',
  },
  {
    name: 'Commercial pool (30 / 30 / 30 / 10)',
    milestones: [
      { label: 'Advance with order', percent: 30 },
      { label: 'On excavation and PCC', percent: 30 },
      { label: 'On shell and plumbing', percent: 30 },
      { label: 'On commissioning', percent: 10 },
    ],
    validityDays: 45,
    timeline: '16 to 20 weeks from the advance, site access and approved drawings.',
    warranty: 'Structure 10 years; equipment 1 year; workmanship 2 years.',
    exclusions: 'Deck and landscaping, pump room construction, statutory approvals, changing rooms.',
  },
  {
    name: 'Renovation (50 / 50)',
    milestones: [
      { label: 'Advance with order', percent: 50 },
      { label: 'On handover', percent: 50 },
    ],
    validityDays: 15,
    timeline: '3 to 4 weeks from the advance.',
    warranty: 'Membrane 10 years (manufacturer); workmanship 1 year.',
    exclusions: 'Repairs to the structure found after stripping, water for refilling.',
  },
];

/** The quotation each seeded sales stage has (leads before costing have none). */
const STATUS_AT_STAGE: Partial<Record<SalesStage, QuotationStatus>> = {
  costing_requested: 'draft',
  costed: 'costed',
  design: 'costed',
  extra_payments: 'costed',
  terms: 'costed',
  final_sent: 'sent',
  accepted: 'accepted',
  checklist: 'accepted',
  done: 'accepted',
  declined: 'declined',
  expired: 'expired',
};

const BASE_ITEMS = [
  'EXC-01',
  'RCC-SHELL',
  'FILT-SAND',
  'PUMP-15',
  'LED-RGB',
  'LADDER-SS',
  'COPING-GR',
  'SKIM-WALL',
  'INLET-SET',
  'PLUMB-UPVC',
  'ELEC-PANEL',
  'FILL-TEST',
];
const FINISH_ITEM: Record<string, string> = {
  'renolit-alkorplan-membrane': 'REN-2000',
  'renolit-alkorplan-touch': 'REN-TOUCH',
  'glass-mosaic': 'TILE-GLASS',
  'ceramic-tiles': 'TILE-CER',
};

export interface QuotationSeedResult {
  catalogue: number;
  quotations: number;
  versions: number;
}

/**
 * The price catalogue, three terms templates, and a quotation for every demo lead from "costing
 * requested" on (after the sales seed): a draft for every other lead waiting for costing, costed
 * for design, terms ready, sent, accepted, declined and expired ones, costed from the lead's captured
 * pool. A few multi-row statements; customer-link tokens are random (never derivable from the seed).
 */
export async function seedQuotations(
  tx: DbOrTx,
  random: Random,
  people: { quotation: number; sales: number },
  companyState: string,
  now: number,
): Promise<QuotationSeedResult> {
  const catalogue = await tx.insert(catalogueItems).values(DEMO_CATALOGUE).returning();
  await tx
    .insert(termsTemplates)
    .values(DEMO_TERMS_TEMPLATES.map((t) => ({ ...t, createdBy: people.sales })));
  const byCode = new Map(catalogue.map((c) => [c.code, c]));
  const fy = financialYear(new Date(now));
  const inFlow = await tx
    .select({ lead: leads, sales: leadSales, requirement: leadRequirements })
    .from(leadSales)
    .innerJoin(leads, eq(leads.id, leadSales.leadId))
    .innerJoin(leadRequirements, eq(leadRequirements.leadId, leadSales.leadId))
    .where(inArray(leadSales.stage, Object.keys(STATUS_AT_STAGE)))
    .orderBy(asc(leadSales.stageChangedAt), asc(leadSales.leadId));
  let waiting = 0;
  const chosen = inFlow.filter((r) => r.sales.stage !== 'costing_requested' || waiting++ % 2 === 0);

  const plans = chosen.map(({ lead, sales, requirement }, i) => {
    const status = STATUS_AT_STAGE[sales.stage as SalesStage]!;
    const dims = {
      length_m: requirement.lengthM,
      width_m: requirement.widthM,
      shallow_depth_m: requirement.shallowDepthM,
      deep_depth_m: requirement.deepDepthM,
      shape: requirement.shape as PoolShape,
    };
    const quantities: Record<string, number> = { fixed: 1, ...poolQuantities(dims) };
    const finish = FINISH_ITEM[requirement.finish] ?? 'REN-2000';
    const extras = [
      ...(requirement.heating === 'heat-pump' ? ['HEAT-PUMP'] : []),
      ...(random.chance(0.4) ? ['AUTO-DOSE'] : []),
    ];
    const lines: QuotationLine[] = [...BASE_ITEMS, finish, ...extras].map((code, k) => {
      const c = byCode.get(code)!;
      return {
        key: `s${i}l${k}`,
        origin: 'costing',
        catalogue_item_id: c.id,
        description: c.name,
        hsn_sac: c.hsnSac,
        unit: c.unit as QuotationLine['unit'],
        quantity:
          code === 'LED-RGB'
            ? Math.max(2, Math.round(dims.length_m / 3))
            : (quantities[c.quantityBasis] ?? 1),
        rate_paise: c.ratePaise,
        gst_rate_bps: c.gstRateBps as QuotationLine['gst_rate_bps'],
        discount_bps: code === 'FILT-SAND' && random.chance(0.5) ? 500 : 0,
      };
    });
    const name = lead.lastName ? `${lead.firstName} ${lead.lastName}` : lead.firstName;
    const number = formatDocumentNumber(QUOTATION_SERIES.prefix, fy, i + 1);
    const base: Omit<QuotationContent, 'amounts' | 'totals'> = {
      number,
      customer: {
        name: lead.company ? `${name} (${lead.company})` : name,
        email: lead.email,
        mobile: `+91 ${lead.mobile}`,
        address: [lead.addressLine1, lead.city, lead.state, lead.postalCode].filter(Boolean).join(', '),
        state: lead.state,
      },
      lines,
      overall_discount_bps: random.chance(0.3) ? 300 : 0,
      inter_state: isInterState(requirement.siteState, companyState),
      terms: null,
      note: '',
    };
    const costed: QuotationContent = { ...base, ...quotationTotals(base) };
    const template = DEMO_TERMS_TEMPLATES[i % 2]!;
    const created = new Date(Math.min(sales.stageChangedAt.getTime(), now) - 3 * 86_400_000);
    const terms: QuotationTerms = {
      milestones: template.milestones,
      timeline: template.timeline,
      warranty: template.warranty,
      exclusions: template.exclusions,
      // Expired quotations ran out yesterday; the others are valid for 30 days from now.
      valid_until: new Date(now + (status === 'expired' ? -1 : 30) * 86_400_000 + 330 * 60_000)
        .toISOString()
        .slice(0, 10),
    };
    const final: QuotationContent = { ...costed, terms };
    const hasTerms = sales.stage !== 'costed' && sales.stage !== 'design' && sales.stage !== 'extra_payments';
    return { lead, status, name: base.customer.name, number, costed, final, created, hasTerms };
  });

  if (plans.length === 0) return { catalogue: catalogue.length, quotations: 0, versions: 0 };
  const rows = await tx
    .insert(quotations)
    .values(
      plans.map((p) => {
        const draft = p.hasTerms && p.status !== 'draft' ? p.final : p.costed;
        const latest = p.status === 'draft' ? 0 : p.hasTerms ? 2 : 1;
        return {
          leadId: p.lead.id,
          number: p.number,
          status: p.status,
          draft,
          totalPaise: draft.totals.grand_total_paise,
          latestVersion: latest,
          version: 1 + latest,
          ownerId: people.quotation,
          customerName: p.name,
          searchText: `${p.number} ${p.name}`.toLowerCase(),
          createdAt: p.created,
          updatedAt: new Date(p.created.getTime() + latest * 3_600_000),
        };
      }),
    )
    .returning({ id: quotations.id });
  const hour = 3_600_000;
  const versions = plans.flatMap((p, i) => {
    if (p.status === 'draft') return [];
    const quotationId = rows[i]!.id;
    const v1 = {
      quotationId,
      no: 1,
      content: p.costed,
      contentHash: quotationHash(p.costed),
      totalPaise: p.costed.totals.grand_total_paise,
      reason: 'Costed',
      createdBy: people.quotation,
      createdAt: new Date(p.created.getTime() + hour),
    };
    if (!p.hasTerms) return [v1];
    const sent = p.status !== 'costed';
    const sentAt = new Date(p.created.getTime() + 2 * hour);
    const accepted = p.status === 'accepted';
    return [
      v1,
      {
        quotationId,
        no: 2,
        content: p.final,
        contentHash: quotationHash(p.final),
        totalPaise: p.final.totals.grand_total_paise,
        reason: sent ? 'Final quotation' : 'Terms prepared',
        createdBy: people.sales,
        createdAt: sentAt,
        ...(sent
          ? {
              token: randomBytes(24).toString('base64url'),
              sentAt,
              sentBy: people.sales,
              sentTo: p.lead.email ?? 'customer@example.in',
            }
          : {}),
        ...(accepted
          ? {
              acceptedAt: new Date(sentAt.getTime() + 20 * hour),
              acceptedName: p.name.replace(/ \(.*\)$/, ''),
              acceptedIp: '203.0.113.24',
              acceptedUserAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
              acceptedHash: quotationHash(p.final),
            }
          : {}),
      },
    ];
  });
  if (versions.length > 0) await tx.insert(quotationVersions).values(versions);
  // The numbering counter continues after the seeded numbers.
  await tx
    .insert(documentCounters)
    .values({ series: QUOTATION_SERIES.series, financialYear: fy, lastNumber: rows.length });
  return { catalogue: catalogue.length, quotations: rows.length, versions: versions.length };
}
