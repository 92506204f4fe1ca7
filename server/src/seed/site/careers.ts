/** Open positions (/careers/:detail). Applications close about 60 days after the seed's clock. */
import { type ContentDraft, daysAgo, draft, isoDay, type SeedContext } from './draft';

export function jobs(ctx: SeedContext): ContentDraft[] {
  const validThrough = isoDay(daysAgo(ctx, -60));
  return [
    draft('job', {
      title: 'Site Supervisor, Pool Construction',
      summary:
        'Supervise swimming pool construction sites in Mumbai and Pune: civil work, plumbing, membrane lining, safety and daily progress reports.',
      publishedAt: daysAgo(ctx, 6),
      data: {
        department: 'Projects',
        location: 'Mumbai, Maharashtra',
        employmentType: 'FULL_TIME',
        experience: '4–7 years',
        salary: '₹4.8 lakh to ₹7.2 lakh a year',
        responsibilities: [
          'Run two or three pool construction sites at a time, from excavation to handover',
          'Check reinforcement, shuttering and concrete pours against the structural drawings',
          'Coordinate civil contractors, plumbers, electricians and our membrane team',
          'Keep the site safe: barricading, PPE, electrical safety around water',
          'Send a daily progress report with photographs and update the weekly programme',
          'Record materials received and used, and raise purchase requests in time',
          'Take part in the commissioning and explain the plant to the client',
        ],
        skills: [
          'Diploma or degree in civil engineering',
          'Experience on residential or commercial building sites',
          'Reading structural and plumbing drawings',
          'Clear communication in English, Hindi and Marathi',
          'A two-wheeler and a valid licence',
        ],
        validThrough,
      },
    }),
    draft('job', {
      title: 'Pool Maintenance Technician',
      summary:
        'Look after our AMC customers’ pools in Bengaluru: water testing, cleaning, equipment checks and small repairs. Training provided.',
      publishedAt: daysAgo(ctx, 12),
      data: {
        department: 'Service',
        location: 'Bengaluru, Karnataka',
        employmentType: 'FULL_TIME',
        experience: '1–3 years',
        salary: '₹2.6 lakh to ₹3.6 lakh a year',
        responsibilities: [
          'Visit 6 to 8 pools a day on a planned route',
          'Test and record chlorine, pH, alkalinity and hardness',
          'Vacuum, brush and clean skimmers, baskets and filters',
          'Dose chemicals safely and keep the chemical log',
          'Check pumps, filters, heat pumps and lights and report faults',
          'Attend breakdown calls within 24 hours',
        ],
        skills: [
          'ITI in plumbing, electrical or fitting, or equivalent experience',
          'Basic knowledge of pumps and motors',
          'Able to swim',
          'Kannada and Hindi or English',
        ],
        validThrough,
      },
    }),
    draft('job', {
      title: 'Sales Executive, Residential Pools',
      summary:
        'Meet villa owners and architects in Pune, understand their plans, visit sites and prepare pool proposals with our design team.',
      publishedAt: daysAgo(ctx, 20),
      data: {
        department: 'Sales',
        location: 'Pune, Maharashtra',
        employmentType: 'FULL_TIME',
        experience: '2–5 years',
        salary: '₹4.2 lakh to ₹6 lakh a year plus incentives',
        responsibilities: [
          'Call and meet every enquiry within one working day',
          'Visit sites with the client and note dimensions, access and soil conditions',
          'Prepare budget estimates and proposals with the design team',
          'Present proposals to clients and architects and follow up to the order',
          'Keep every lead and conversation up to date in our CRM',
          'Build relationships with architects, landscape designers and builders',
          'Represent Tarang Pools at expos and architects’ meets',
        ],
        skills: [
          'Experience selling high-value products or services to homeowners',
          'Confident presentations in English, Hindi and Marathi',
          'Comfortable reading basic drawings',
          'Own vehicle and willingness to travel within Maharashtra',
          'Graduate in any discipline; civil or interior design a plus',
        ],
        validThrough,
      },
    }),
    draft('job', {
      title: 'Civil Engineer, Pool Design',
      summary:
        'Design pool structures, balance tanks and plant rooms, prepare drawings and bills of quantities, and support sites in Mumbai.',
      publishedAt: daysAgo(ctx, 25),
      data: {
        department: 'Design',
        location: 'Mumbai, Maharashtra',
        employmentType: 'FULL_TIME',
        experience: '3–6 years',
        salary: '₹6 lakh to ₹9 lakh a year',
        responsibilities: [
          'Design RCC pool shells, balance tanks and plant rooms to IS 456 and IS 3370',
          'Coordinate with clients’ structural engineers on podium and rooftop pools',
          'Prepare working drawings, bar bending schedules and bills of quantities',
          'Calculate hydraulics: turnover, pipe sizes and pump heads',
          'Visit sites at critical stages and answer site queries',
          'Check contractors’ bills against measured quantities',
        ],
        skills: [
          'B.E. or B.Tech in civil engineering',
          'Design of water-retaining structures',
          'AutoCAD and a structural analysis tool',
          'Quantity estimation',
          'Attention to detail and clear written English',
        ],
        validThrough,
      },
    }),
    draft('job', {
      title: 'CAD Designer',
      summary:
        'Prepare 2D drawings and 3D visualisations of pools, decks and plant rooms for proposals and construction.',
      published: false,
      publishedAt: daysAgo(ctx, 40),
      data: {
        department: 'Design',
        location: 'Mumbai, Maharashtra (hybrid)',
        employmentType: 'FULL_TIME',
        experience: '1–4 years',
        responsibilities: [
          'Draw pool layouts, sections and details from engineers’ sketches',
          'Prepare 3D views and walk-throughs for client proposals',
          'Keep drawing registers and revisions in order',
          'Prepare as-built drawings at handover',
          'Work with the sales team on proposal drawings',
        ],
        skills: [
          'AutoCAD',
          'SketchUp or Revit',
          'A rendering tool such as Lumion or Enscape',
          'Diploma in civil or architectural drafting',
        ],
        validThrough,
      },
    }),
  ];
}
