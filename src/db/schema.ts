// Table types for Kysely: the one description of the database both dialects share.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type PostType = 'page' | 'post' | 'template' | 'popup';
export type PostStatus = 'draft' | 'published';

export interface PostsTable {
  id: Generated<number>;
  type: PostType;
  slug: string;
  title: string;
  status: PostStatus;
  /** For templates: header, footer, single, archive, loop-item, section. */
  template_type: string | null;
  /** JSON: the element tree. */
  elements: string;
  /** JSON: page settings (and popup display settings under `display`). */
  page_settings: string;
  /** The document contract version `elements` and `page_settings` were written under (src/model/document-migrations.ts). */
  schema_version: Generated<number>;
  menu_order: number;
  /** JSON array of display conditions, e.g. ["include/general", "exclude/singular/front_page"] (templates, popups). */
  conditions: Generated<string>;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface TermsTable {
  id: Generated<number>;
  taxonomy: string;
  name: string;
  slug: string;
  description: string;
  parent: number;
  /** JSON object of term meta. */
  meta: string;
}

export interface TermRelationshipsTable {
  post_id: number;
  term_id: number;
}

export interface MenusTable {
  id: Generated<number>;
  name: string;
  /** Theme location, e.g. 'primary', 'footer'. */
  location: string | null;
}

export interface MenuItemsTable {
  id: Generated<number>;
  menu_id: number;
  parent_id: number | null;
  position: number;
  title: string;
  /** custom (url), post (object_id), term (object_id), taxonomy (all terms of `object`, listed as children). */
  kind: 'custom' | 'post' | 'term' | 'taxonomy';
  url: string | null;
  object_id: number | null;
  object: string | null;
  /** JSON: the item's mega-menu settings (src/model/menu-item-meta.ts), or null for a plain link. */
  meta: string | null;
}

export interface SettingsTable {
  key: string;
  /** JSON value. */
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  display_name: string;
  password_hash: string;
  role: UserRole;
  /** WordPress's nickname (the account forms' `nick`); empty = none given (migration 007). */
  nickname: Generated<string>;
  created_at: string;
}

export const USER_ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A logged-in browser: found by the SHA-256 of its cookie token (src/accounts/sessions.ts). */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** Updated at most once a minute while the session is used (the idle timeout reads it). */
  last_seen_at: string;
  /** A summary such as "Firefox on Windows (desktop)", for the list of one's sessions. */
  user_agent: string;
}

/** A one-time password reset key, stored hashed (src/accounts/password-reset.ts). */
export interface PasswordResetsTable {
  key_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** A fixed-window counter shared by every process (src/accounts/rate-limit.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: string;
}

/** A login delay bucket: consecutive failures and the next allowed attempt (src/accounts/login-delay.ts). */
export interface LoginDelaysTable {
  key: string;
  failures: number;
  last_failure_at: string;
  next_attempt_at: string;
}

/** Mail waiting to be sent, retried with backoff while the SMTP server is down (src/accounts/outbox.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  /** Migration 013: the rest of a message (null: the site's From, no reply-to, cc or bcc, plain text only). */
  from_address: string | null;
  reply_to: string | null;
  cc: string | null;
  bcc: string | null;
  html_body: string | null;
  /** The form submission a mail belongs to: its delivery and failures are logged there. */
  submission_id: number | null;
  /** email or email2: the name the submission's log gives this mail. */
  submission_action: string | null;
}

/** A form's submission as the visitor sent it (src/forms/, migration 013). */
export interface FormSubmissionsTable {
  id: Generated<number>;
  form_name: string;
  element_id: string;
  post_id: number;
  post_title: string;
  page_url: string;
  referer_title: string;
  queried_id: number | null;
  /** JSON: [{id, label, type, value}]. */
  fields: string;
  search_text: string;
  user_agent: string;
  remote_ip: string;
  user_id: number | null;
  /** JSON: the form's submit_actions. */
  actions: string;
  collected: number;
  is_read: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface FormSubmissionFilesTable {
  id: Generated<number>;
  submission_id: number;
  field_id: string;
  original_name: string;
  stored_name: string;
  size: number;
  created_at: string;
}

export interface FormSubmissionLogTable {
  id: Generated<number>;
  submission_id: number;
  action: string;
  status: 'ok' | 'queued' | 'retrying' | 'failed';
  message: string;
  created_at: string;
}

/** Webhook calls waiting to be made, retried with backoff (src/forms/webhook-queue.ts). */
export interface FormWebhooksTable {
  id: Generated<number>;
  submission_id: number;
  url: string;
  content_type: string;
  body: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  gave_up_at: string | null;
  created_at: string;
}

/** One change of published content (src/db/changes.ts); read by other processes' cache watchers. */
export interface ContentChangesTable {
  id: Generated<number>;
  /** The writing process (changes.ts PROCESS_ORIGIN), so it can skip its own rows. */
  origin: string;
  /** JSON array of content tags (content-tags.ts). */
  tags: string;
  created_at: string;
}

/** A stored file's intrinsic size (read with sharp when it was stored). */
export interface MediaTable {
  id: Generated<number>;
  /** Public path, e.g. /uploads/demo/pool.jpg. */
  path: string;
  width: number;
  height: number;
  mime_type: string;
  bytes: number;
  created_at: string;
}

/** The full-text index (migration 008): an FTS5 table on SQLite, a table with a tsvector on PostgreSQL. */
export interface SearchIndexTable {
  /** 'post' (pages and posts) or 'term' (areas). */
  kind: 'post' | 'term';
  object_id: number;
  title: string;
  /** The visible text, tags stripped. */
  body: string;
}

/** Statistics (migration 009, src/stats). Days are YYYY-MM-DD in the site's timezone; times ISO. */
export interface StatsSaltsTable {
  day: string;
  salt: string;
}

export interface StatsHitsTable {
  day: string;
  at: string;
  visitor_hash: string;
  visit_id: string;
  page_uri: string;
  source_type: string;
  source_id: number;
  referrer_host: string;
  channel: string;
}

export interface StatsVisitorsTable {
  visitor_hash: string;
  day: string;
  first_at: string;
  last_at: string;
  hits: number;
  browser: string;
  os: string;
  device: string;
  user_agent: string | null;
  visit_id: string;
  visit_views: number;
  last_uri: string;
  /** Tokens of the pages viewed today, space-separated (migration 010); null for older rows (see stats_day_keys). */
  pages: string | null;
}

export interface StatsDayKeysTable {
  day: string;
  dim: string;
  key: string;
  visitor_hash: string;
}

export interface StatsPagesTable {
  uri: string;
  source_type: string;
  source_id: number;
}

export interface StatsOnlineTable {
  visitor_hash: string;
  page_uri: string;
  source_type: string;
  source_id: number;
  started_at: string;
  last_seen: string;
}

export interface StatsEventsTable {
  day: string;
  at: string;
  visitor_hash: string;
  name: string;
  target_url: string;
  page_id: number;
  element_id: string;
  element_class: string;
  element_text: string;
  mouse_button: string;
  file_name: string;
  file_ext: string;
  download_key: string;
}

export interface StatsExclusionsTable {
  day: string;
  reason: string;
  count: number;
}

export interface StatsDailyTable {
  dim: string;
  day: string;
  key: string;
  visitors: number;
  /** Views (total, page), visits (entry, exit, referrer, channel, browser…), occurrences (event, download). */
  count: number;
  visits: number;
  bounces: number;
  /** Sum of visit durations in seconds. */
  duration: number;
}

/** An order: what someone pays for through one provider (src/commerce/orders.ts). Amounts in minor units. */
export interface OrdersTable {
  id: Generated<number>;
  provider: string;
  provider_ref: string;
  payment_ref: string | null;
  state: 'pending' | 'paid' | 'failed' | 'refunded';
  currency: string;
  /** bigint: PostgreSQL's driver reads it as a string; the repository converts. */
  amount_total: ColumnType<number | string, number, number>;
  sandbox: number;
  description: Generated<string>;
  customer_email: Generated<string>;
  customer_name: Generated<string>;
  post_id: number | null;
  widget_id: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** The shop's cart the order was made from (015); null for a payment button. */
  cart_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a paid shop order's vouchers were issued and its mail queued (015): once only. */
  fulfilled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  name: string;
  sku: Generated<string>;
  unit_amount: ColumnType<number | string, number, number>;
  quantity: number;
  /** The shop's product (015); null for a payment button's line. */
  product_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A product the shop sells (src/commerce/shop/products.ts). Amounts in minor units. */
export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  kind: 'voucher' | 'stay';
  name: string;
  summary: Generated<string>;
  description: Generated<string>;
  currency: string;
  /** null: the buyer chooses the amount (a voucher) between min_amount and max_amount. */
  price: ColumnType<number | string | null, number | null, number | null>;
  min_amount: ColumnType<number | string | null, number | null, number | null>;
  max_amount: ColumnType<number | string | null, number | null, number | null>;
  image: Generated<string>;
  /** null: no limit. */
  stock: number | null;
  status: 'published' | 'draft';
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A shopping cart: a guest's under a secret cookie (only its hash kept), or an account's. */
export interface CartsTable {
  id: Generated<number>;
  secret_hash: string;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  /** A chosen-amount voucher's amount; 0 for a product with its own price. */
  amount: ColumnType<number | string, number, number>;
  quantity: number;
  created_at: string;
}

/** A gift voucher a paid order issued: its code is the buyer's, checked and marked used at reception. */
export interface VouchersTable {
  id: Generated<number>;
  code: string;
  order_id: number;
  product_id: number | null;
  name: string;
  amount: ColumnType<number | string, number, number>;
  currency: string;
  state: 'valid' | 'used';
  used_at: string | null;
  used_by: string | null;
  created_at: string;
}

/** One notification from a payment provider, kept once (unique provider + event id). */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  type: string;
  order_id: number | null;
  outcome: 'recorded' | 'ignored' | 'invalid' | 'error';
  detail: Generated<string>;
  received_at: string;
}

export interface Database {
  posts: PostsTable;
  terms: TermsTable;
  term_relationships: TermRelationshipsTable;
  menus: MenusTable;
  menu_items: MenuItemsTable;
  settings: SettingsTable;
  users: UsersTable;
  content_changes: ContentChangesTable;
  media: MediaTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  login_delays: LoginDelaysTable;
  mail_outbox: MailOutboxTable;
  form_submissions: FormSubmissionsTable;
  form_submission_files: FormSubmissionFilesTable;
  form_submission_log: FormSubmissionLogTable;
  form_webhooks: FormWebhooksTable;
  search_index: SearchIndexTable;
  stats_salts: StatsSaltsTable;
  stats_hits: StatsHitsTable;
  stats_visitors: StatsVisitorsTable;
  stats_day_keys: StatsDayKeysTable;
  stats_pages: StatsPagesTable;
  stats_online: StatsOnlineTable;
  stats_events: StatsEventsTable;
  stats_exclusions: StatsExclusionsTable;
  stats_daily: StatsDailyTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payment_events: PaymentEventsTable;
  products: ProductsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  vouchers: VouchersTable;
}

export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type PostUpdate = Updateable<PostsTable>;
export type TermRow = Selectable<TermsTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
export type UserRow = Selectable<UsersTable>;
export type MediaRow = Selectable<MediaTable>;
