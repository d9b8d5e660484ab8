// Form submissions in tests: a published page holding Elementor Pro forms, and a client that posts
// to admin-ajax as the form's code does (multipart FormData, or form-encoded).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { savePost } from '../../src/content/save-post.ts';
import type { Database } from '../../src/db/schema.ts';

export const AJAX = '/wp-admin/admin-ajax.php';

/** Every value-carrying field type, as an imported Elementor form stores it. */
export const ALL_FIELDS = [
  { _id: 'a1', custom_id: 'name', field_type: 'text', field_label: 'Name', required: 'true' },
  { _id: 'a2', custom_id: 'email', field_type: 'email', field_label: 'Email', required: 'true' },
  { _id: 'a3', custom_id: 'message', field_type: 'textarea', field_label: 'Message' },
  { _id: 'a4', custom_id: 'site', field_type: 'url', field_label: 'Website' },
  { _id: 'a5', custom_id: 'phone', field_type: 'tel', field_label: 'Phone' },
  { _id: 'a6', custom_id: 'guests', field_type: 'number', field_label: 'Guests', field_min: '1', field_max: '6' },
  { _id: 'a7', custom_id: 'arrival', field_type: 'date', field_label: 'Arrival', min_date: '2026-01-01', max_date: '2027-12-31' },
  { _id: 'a8', custom_id: 'time', field_type: 'time', field_label: 'Arrival time' },
  { _id: 'a9', custom_id: 'suite', field_type: 'select', field_label: 'Suite', field_options: 'Sea view|sea\nGarden|garden' },
  {
    _id: 'b1',
    custom_id: 'extras',
    field_type: 'checkbox',
    field_label: 'Extras',
    field_options: 'Breakfast|breakfast\nParking|parking\nLate checkout|late',
  },
  { _id: 'b2', custom_id: 'room', field_type: 'radio', field_label: 'Room', field_options: 'Double\nTwin' },
  {
    _id: 'b3',
    custom_id: 'langs',
    field_type: 'select',
    field_label: 'Languages',
    allow_multiple: 'true',
    field_options: 'English|en\nItalian|it',
  },
  { _id: 'b4', custom_id: 'consent', field_type: 'acceptance', field_label: 'Privacy', required: 'true', acceptance_text: 'I agree' },
  { _id: 'b5', custom_id: 'secret', field_type: 'password', field_label: 'Code' },
  { _id: 'b6', custom_id: 'source', field_type: 'hidden', field_label: 'Source', field_value: 'contact' },
  { _id: 'b7', custom_id: 'plan', field_type: 'upload', field_label: 'Floor plan', file_types: 'pdf,jpg', file_sizes: '1' },
  {
    _id: 'b8',
    custom_id: 'photos',
    field_type: 'upload',
    field_label: 'Photos',
    file_types: 'jpg,png',
    allow_multiple_upload: 'true',
    max_files: '2',
  },
  { _id: 'b9', custom_id: 'trap', field_type: 'honeypot', field_label: '' },
  { _id: 'c1', field_type: 'html', field_html: '<p>Thanks</p>' },
];

/** The minimal valid values of ALL_FIELDS. */
export const VALID = { name: 'Anna Rossi', email: 'anna@guest.example', consent: 'on' };

export function formElement(id: string, settings: Record<string, unknown>) {
  return { id, elType: 'widget', widgetType: 'form', settings, elements: [] };
}

/** A published page holding `forms` (in a section and column, as Elementor nests them); returns its id. */
export async function formPage(
  db: Kysely<Database>,
  slug: string,
  forms: ReturnType<typeof formElement>[],
  status: 'published' | 'draft' = 'published',
) {
  return savePost(db, {
    type: 'page',
    slug,
    title: `Form page ${slug}`,
    status,
    elements: [
      {
        id: `s-${slug}`.slice(0, 8),
        elType: 'section',
        settings: {},
        elements: [{ id: `c-${slug}`.slice(0, 8), elType: 'column', settings: {}, elements: forms }],
      },
    ],
    pageSettings: {},
  } as never);
}

export interface FileValue {
  name: string;
  content: Buffer | string;
  type?: string;
}

export interface SendOptions {
  ip?: string;
  fillMs?: number | null;
  extra?: Record<string, string>;
  headers?: Record<string, string>;
  encoding?: 'multipart' | 'form';
}

/** Posts a submission like the form's code: `values` by custom id (arrays for lists), files by field id. */
export async function sendForm(
  app: FastifyInstance,
  postId: number,
  formId: string,
  values: Record<string, string | string[]>,
  files: Record<string, FileValue[]> = {},
  options: SendOptions = {},
) {
  const entries: Array<[string, string | FileValue]> = [
    ['action', 'elementor_pro_forms_send_form'],
    ['post_id', String(postId)],
    ['form_id', formId],
    ['referer_title', 'Contact'],
    ['queried_id', String(postId)],
    ['referrer', 'http://hotel.test/contact/'],
  ];
  if (options.fillMs !== null) entries.push(['foyer_fill_ms', String(options.fillMs ?? 8000)]);
  for (const [k, v] of Object.entries(options.extra ?? {})) entries.push([k, v]);
  for (const [id, value] of Object.entries(values))
    if (Array.isArray(value)) for (const v of value) entries.push([`form_fields[${id}][]`, v]);
    else entries.push([`form_fields[${id}]`, value]);
  for (const [id, list] of Object.entries(files))
    for (const f of list) entries.push([list.length > 1 || id === 'photos' ? `form_fields[${id}][]` : `form_fields[${id}]`, f]);

  let payload: Buffer | string;
  let contentType: string;
  if (options.encoding === 'form') {
    payload = new URLSearchParams(entries.map(([k, v]) => [k, typeof v === 'string' ? v : v.name])).toString();
    contentType = 'application/x-www-form-urlencoded';
  } else {
    const data = new FormData();
    for (const [k, v] of entries)
      if (typeof v === 'string') data.append(k, v);
      else
        data.append(
          k,
          new Blob([typeof v.content === 'string' ? v.content : new Uint8Array(v.content)], { type: v.type ?? 'application/octet-stream' }),
          v.name,
        );
    const request = new Request('http://hotel.test/', { method: 'POST', body: data });
    payload = Buffer.from(await request.arrayBuffer());
    contentType = request.headers.get('content-type')!;
  }
  return app.inject({
    method: 'POST',
    url: AJAX,
    remoteAddress: options.ip ?? '192.0.2.10',
    headers: { 'content-type': contentType, 'user-agent': 'Mozilla/5.0 (test)', ...options.headers },
    payload,
  });
}
