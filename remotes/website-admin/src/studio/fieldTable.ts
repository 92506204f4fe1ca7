/**
 * GENERATED from the content kinds' zod schemas by fields.test.ts (`UPDATE_FIELD_TABLE=1`,
 * then `biome check --write`): the shape of every kind's form, without zod. Edit the schemas.
 */
import type { ContentKind } from '@managewell/api/contract';
import type { FieldShape } from './fields';

export const KIND_SHAPES: Record<ContentKind, { fields: FieldShape[] }> = {
  page: {
    fields: [
      {
        name: 'banner',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'heading',
            required: true,
            widget: 'text',
            maxLength: 160,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 400,
          },
          {
            name: 'image',
            required: true,
            widget: 'media',
          },
          {
            name: 'cta',
            required: false,
            widget: 'group',
            fields: [
              {
                name: 'name',
                required: true,
                widget: 'text',
                maxLength: 120,
              },
              {
                name: 'path',
                required: true,
                widget: 'textarea',
                maxLength: 300,
              },
            ],
          },
        ],
      },
      {
        name: 'body',
        required: false,
        widget: 'richtext',
      },
      {
        name: 'text',
        required: false,
        widget: 'textarea',
        maxLength: 1000,
      },
      {
        name: 'stats',
        required: false,
        maxItems: 12,
        widget: 'list',
        fields: [
          {
            name: 'value',
            required: true,
            widget: 'text',
            maxLength: 20,
          },
          {
            name: 'label',
            required: true,
            widget: 'text',
            maxLength: 80,
          },
        ],
      },
      {
        name: 'usps',
        required: false,
        maxItems: 12,
        widget: 'list',
        fields: [
          {
            name: 'title',
            required: true,
            widget: 'text',
            maxLength: 120,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 400,
          },
          {
            name: 'icon',
            required: true,
            widget: 'select',
            options: ['shield', 'drop', 'tools', 'leaf', 'star', 'clock', 'rupee', 'award'],
          },
        ],
      },
      {
        name: 'offices',
        required: false,
        maxItems: 10,
        widget: 'list',
        fields: [
          {
            name: 'name',
            required: true,
            widget: 'text',
            maxLength: 80,
          },
          {
            name: 'address',
            required: true,
            widget: 'textarea',
            maxLength: 300,
          },
          {
            name: 'phone',
            required: true,
            widget: 'text',
            maxLength: 40,
          },
          {
            name: 'email',
            required: true,
            widget: 'text',
            maxLength: 120,
          },
          {
            name: 'hours',
            required: true,
            widget: 'text',
            maxLength: 120,
          },
        ],
      },
      {
        name: 'specifications',
        required: false,
        maxItems: 30,
        widget: 'list',
        fields: [
          {
            name: 'name',
            required: true,
            widget: 'text',
            maxLength: 80,
          },
          {
            name: 'value',
            required: true,
            widget: 'text',
            maxLength: 200,
          },
        ],
      },
      {
        name: 'gallery',
        required: false,
        maxItems: 40,
        widget: 'gallery',
      },
      {
        name: 'updated',
        required: false,
        widget: 'date',
      },
      {
        name: 'image',
        required: false,
        widget: 'media',
      },
      {
        name: 'homeServices',
        required: false,
        widget: 'chosen',
        chosenKind: 'service',
        maxItems: 12,
      },
      {
        name: 'homeProducts',
        required: false,
        widget: 'chosen',
        chosenKind: 'product-category',
        maxItems: 12,
      },
      {
        name: 'homeAwards',
        required: false,
        widget: 'chosen',
        chosenKind: 'award',
        maxItems: 12,
      },
      {
        name: 'homeBlogs',
        required: false,
        widget: 'chosen',
        chosenKind: 'blog',
        maxItems: 6,
      },
      {
        name: 'homeClients',
        required: false,
        widget: 'chosen',
        chosenKind: 'client',
        maxItems: 24,
      },
      {
        name: 'homeTestimonials',
        required: false,
        widget: 'chosen',
        chosenKind: 'testimonial',
        maxItems: 12,
      },
      {
        name: 'testimonialsImage',
        required: false,
        widget: 'media',
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  'home-banner': {
    fields: [
      {
        name: 'heading',
        required: true,
        widget: 'text',
        maxLength: 160,
      },
      {
        name: 'text',
        required: true,
        widget: 'textarea',
        maxLength: 400,
      },
      {
        name: 'image',
        required: true,
        widget: 'media',
      },
      {
        name: 'cta',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'name',
            required: true,
            widget: 'text',
            maxLength: 120,
          },
          {
            name: 'path',
            required: true,
            widget: 'textarea',
            maxLength: 300,
          },
        ],
      },
    ],
  },
  service: {
    fields: [
      {
        name: 'image',
        required: true,
        widget: 'media',
      },
      {
        name: 'banner',
        required: true,
        widget: 'group',
        fields: [
          {
            name: 'heading',
            required: true,
            widget: 'text',
            maxLength: 160,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 400,
          },
          {
            name: 'image',
            required: true,
            widget: 'media',
          },
          {
            name: 'cta',
            required: false,
            widget: 'group',
            fields: [
              {
                name: 'name',
                required: true,
                widget: 'text',
                maxLength: 120,
              },
              {
                name: 'path',
                required: true,
                widget: 'textarea',
                maxLength: 300,
              },
            ],
          },
        ],
      },
      {
        name: 'about',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'advantages',
        required: true,
        maxItems: 12,
        widget: 'list',
        fields: [
          {
            name: 'title',
            required: true,
            widget: 'text',
            maxLength: 120,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 400,
          },
          {
            name: 'icon',
            required: true,
            widget: 'select',
            options: ['shield', 'drop', 'tools', 'leaf', 'star', 'clock', 'rupee', 'award'],
          },
        ],
      },
      {
        name: 'gallery',
        required: true,
        maxItems: 30,
        widget: 'gallery',
      },
      {
        name: 'projectTypes',
        required: true,
        maxItems: 10,
        widget: 'list',
        fields: [
          {
            name: 'value',
            required: true,
            widget: 'text',
          },
        ],
      },
      {
        name: 'faqs',
        required: false,
        maxItems: 20,
        widget: 'list',
        fields: [
          {
            name: 'question',
            required: true,
            widget: 'textarea',
            maxLength: 300,
          },
          {
            name: 'answer',
            required: true,
            widget: 'textarea',
            maxLength: 3000,
          },
          {
            name: 'category',
            required: true,
            widget: 'text',
            maxLength: 60,
          },
        ],
      },
      {
        name: 'leadInterest',
        required: false,
        widget: 'select',
        options: [
          'residential-pools',
          'commercial-pools',
          'infinity-pools',
          'lap-pools',
          'olympic-size-pools',
          'water-park-pools',
          'above-ground-pools',
          'pool-renovation',
          'pool-maintenance',
          'renolit-membranes',
          'pool-equipment',
          'spa-and-jacuzzi',
        ],
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  'project-type': {
    fields: [
      {
        name: 'image',
        required: true,
        widget: 'media',
      },
      {
        name: 'banner',
        required: true,
        widget: 'group',
        fields: [
          {
            name: 'heading',
            required: true,
            widget: 'text',
            maxLength: 160,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 400,
          },
          {
            name: 'image',
            required: true,
            widget: 'media',
          },
          {
            name: 'cta',
            required: false,
            widget: 'group',
            fields: [
              {
                name: 'name',
                required: true,
                widget: 'text',
                maxLength: 120,
              },
              {
                name: 'path',
                required: true,
                widget: 'textarea',
                maxLength: 300,
              },
            ],
          },
        ],
      },
      {
        name: 'about',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'gallery',
        required: true,
        maxItems: 30,
        widget: 'gallery',
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  project: {
    fields: [
      {
        name: 'image',
        required: true,
        widget: 'media',
      },
      {
        name: 'location',
        required: true,
        widget: 'text',
        maxLength: 120,
      },
      {
        name: 'year',
        required: true,
        widget: 'number',
        min: 1990,
        max: 2100,
      },
      {
        name: 'size',
        required: true,
        widget: 'text',
        maxLength: 80,
      },
      {
        name: 'facts',
        required: true,
        maxItems: 20,
        widget: 'list',
        fields: [
          {
            name: 'name',
            required: true,
            widget: 'text',
            maxLength: 80,
          },
          {
            name: 'value',
            required: true,
            widget: 'text',
            maxLength: 200,
          },
        ],
      },
      {
        name: 'about',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'gallery',
        required: true,
        maxItems: 30,
        widget: 'gallery',
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  'product-category': {
    fields: [
      {
        name: 'image',
        required: true,
        widget: 'media',
      },
      {
        name: 'banner',
        required: true,
        widget: 'group',
        fields: [
          {
            name: 'heading',
            required: true,
            widget: 'text',
            maxLength: 160,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 400,
          },
          {
            name: 'image',
            required: true,
            widget: 'media',
          },
          {
            name: 'cta',
            required: false,
            widget: 'group',
            fields: [
              {
                name: 'name',
                required: true,
                widget: 'text',
                maxLength: 120,
              },
              {
                name: 'path',
                required: true,
                widget: 'textarea',
                maxLength: 300,
              },
            ],
          },
        ],
      },
      {
        name: 'about',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  'product-sub-category': {
    fields: [
      {
        name: 'image',
        required: true,
        widget: 'media',
      },
      {
        name: 'banner',
        required: true,
        widget: 'group',
        fields: [
          {
            name: 'heading',
            required: true,
            widget: 'text',
            maxLength: 160,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 400,
          },
          {
            name: 'image',
            required: true,
            widget: 'media',
          },
          {
            name: 'cta',
            required: false,
            widget: 'group',
            fields: [
              {
                name: 'name',
                required: true,
                widget: 'text',
                maxLength: 120,
              },
              {
                name: 'path',
                required: true,
                widget: 'textarea',
                maxLength: 300,
              },
            ],
          },
        ],
      },
      {
        name: 'about',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  product: {
    fields: [
      {
        name: 'images',
        required: true,
        maxItems: 12,
        minItems: 1,
        widget: 'gallery',
      },
      {
        name: 'about',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'brand',
        required: true,
        widget: 'text',
        maxLength: 80,
      },
      {
        name: 'sku',
        required: true,
        widget: 'text',
        maxLength: 40,
      },
      {
        name: 'specifications',
        required: true,
        maxItems: 40,
        widget: 'list',
        fields: [
          {
            name: 'name',
            required: true,
            widget: 'text',
            maxLength: 80,
          },
          {
            name: 'value',
            required: true,
            widget: 'text',
            maxLength: 200,
          },
        ],
      },
      {
        name: 'features',
        required: true,
        maxItems: 20,
        widget: 'list',
        fields: [
          {
            name: 'value',
            required: true,
            widget: 'text',
            maxLength: 200,
          },
        ],
      },
      {
        name: 'reviews',
        required: true,
        maxItems: 50,
        widget: 'list',
        fields: [
          {
            name: 'name',
            required: true,
            widget: 'text',
            maxLength: 80,
          },
          {
            name: 'place',
            required: true,
            widget: 'text',
            maxLength: 80,
          },
          {
            name: 'rating',
            required: true,
            widget: 'number',
            min: 1,
            max: 5,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 1000,
          },
          {
            name: 'date',
            required: true,
            widget: 'date',
          },
        ],
      },
      {
        name: 'similarProducts',
        required: false,
        widget: 'chosen',
        chosenKind: 'product',
        maxItems: 8,
      },
      {
        name: 'otherProducts',
        required: false,
        widget: 'chosen',
        chosenKind: 'product',
        maxItems: 8,
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  'renolit-category': {
    fields: [
      {
        name: 'image',
        required: true,
        widget: 'media',
      },
      {
        name: 'banner',
        required: true,
        widget: 'group',
        fields: [
          {
            name: 'heading',
            required: true,
            widget: 'text',
            maxLength: 160,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 400,
          },
          {
            name: 'image',
            required: true,
            widget: 'media',
          },
          {
            name: 'cta',
            required: false,
            widget: 'group',
            fields: [
              {
                name: 'name',
                required: true,
                widget: 'text',
                maxLength: 120,
              },
              {
                name: 'path',
                required: true,
                widget: 'textarea',
                maxLength: 300,
              },
            ],
          },
        ],
      },
      {
        name: 'about',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'benefits',
        required: true,
        maxItems: 12,
        widget: 'list',
        fields: [
          {
            name: 'title',
            required: true,
            widget: 'text',
            maxLength: 120,
          },
          {
            name: 'text',
            required: true,
            widget: 'textarea',
            maxLength: 400,
          },
          {
            name: 'icon',
            required: true,
            widget: 'select',
            options: ['shield', 'drop', 'tools', 'leaf', 'star', 'clock', 'rupee', 'award'],
          },
        ],
      },
      {
        name: 'gallery',
        required: true,
        maxItems: 30,
        widget: 'gallery',
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  'renolit-texture': {
    fields: [
      {
        name: 'swatch',
        required: true,
        widget: 'media',
      },
      {
        name: 'about',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'specifications',
        required: true,
        maxItems: 30,
        widget: 'list',
        fields: [
          {
            name: 'name',
            required: true,
            widget: 'text',
            maxLength: 80,
          },
          {
            name: 'value',
            required: true,
            widget: 'text',
            maxLength: 200,
          },
        ],
      },
      {
        name: 'gallery',
        required: true,
        maxItems: 30,
        widget: 'gallery',
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  blog: {
    fields: [
      {
        name: 'image',
        required: true,
        widget: 'media',
      },
      {
        name: 'body',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'author',
        required: true,
        widget: 'text',
        maxLength: 80,
      },
      {
        name: 'tags',
        required: true,
        maxItems: 12,
        widget: 'tags',
        fields: [
          {
            name: 'value',
            required: true,
            widget: 'text',
            maxLength: 40,
          },
        ],
      },
      {
        name: 'related',
        required: false,
        widget: 'chosen',
        chosenKind: 'blog',
        maxItems: 6,
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  news: {
    fields: [
      {
        name: 'image',
        required: true,
        widget: 'media',
      },
      {
        name: 'body',
        required: true,
        widget: 'richtext',
      },
      {
        name: 'author',
        required: true,
        widget: 'text',
        maxLength: 80,
      },
      {
        name: 'tags',
        required: true,
        maxItems: 12,
        widget: 'tags',
        fields: [
          {
            name: 'value',
            required: true,
            widget: 'text',
            maxLength: 40,
          },
        ],
      },
      {
        name: 'related',
        required: false,
        widget: 'chosen',
        chosenKind: 'news',
        maxItems: 6,
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  job: {
    fields: [
      {
        name: 'department',
        required: true,
        widget: 'itemName',
        chosenKind: 'department',
      },
      {
        name: 'location',
        required: true,
        widget: 'text',
        maxLength: 120,
      },
      {
        name: 'employmentType',
        required: true,
        widget: 'select',
        options: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'],
      },
      {
        name: 'experience',
        required: true,
        widget: 'text',
        maxLength: 60,
      },
      {
        name: 'responsibilities',
        required: true,
        maxItems: 20,
        minItems: 1,
        widget: 'list',
        fields: [
          {
            name: 'value',
            required: true,
            widget: 'textarea',
            maxLength: 300,
          },
        ],
      },
      {
        name: 'skills',
        required: true,
        maxItems: 20,
        minItems: 1,
        widget: 'list',
        fields: [
          {
            name: 'value',
            required: true,
            widget: 'text',
            maxLength: 200,
          },
        ],
      },
      {
        name: 'validThrough',
        required: true,
        widget: 'date',
      },
      {
        name: 'salary',
        required: false,
        widget: 'text',
        maxLength: 80,
      },
      {
        name: 'closed',
        required: false,
        widget: 'text',
      },
      {
        name: 'seo',
        required: false,
        widget: 'group',
        fields: [
          {
            name: 'title',
            required: false,
            widget: 'text',
            maxLength: 60,
          },
          {
            name: 'image',
            required: false,
            widget: 'media',
          },
        ],
      },
    ],
  },
  faq: {
    fields: [
      {
        name: 'answer',
        required: true,
        widget: 'textarea',
        maxLength: 3000,
      },
      {
        name: 'category',
        required: true,
        widget: 'text',
        maxLength: 60,
      },
    ],
  },
  testimonial: {
    fields: [
      {
        name: 'place',
        required: true,
        widget: 'text',
        maxLength: 80,
      },
      {
        name: 'quote',
        required: true,
        widget: 'textarea',
        maxLength: 1000,
      },
      {
        name: 'rating',
        required: true,
        widget: 'number',
        min: 1,
        max: 5,
      },
    ],
  },
  client: {
    fields: [
      {
        name: 'logo',
        required: true,
        widget: 'media',
      },
    ],
  },
  award: {
    fields: [
      {
        name: 'year',
        required: true,
        widget: 'number',
        min: 1900,
        max: 2100,
      },
      {
        name: 'by',
        required: true,
        widget: 'text',
        maxLength: 120,
      },
      {
        name: 'image',
        required: false,
        widget: 'media',
      },
    ],
  },
  'team-member': {
    fields: [
      {
        name: 'role',
        required: true,
        widget: 'text',
        maxLength: 80,
      },
      {
        name: 'bio',
        required: true,
        widget: 'textarea',
        maxLength: 600,
      },
      {
        name: 'photo',
        required: true,
        widget: 'media',
      },
    ],
  },
  department: {
    fields: [],
  },
  usp: {
    fields: [
      {
        name: 'text',
        required: true,
        widget: 'textarea',
        maxLength: 400,
      },
      {
        name: 'icon',
        required: true,
        widget: 'select',
        options: ['shield', 'drop', 'tools', 'leaf', 'star', 'clock', 'rupee', 'award'],
      },
    ],
  },
};
