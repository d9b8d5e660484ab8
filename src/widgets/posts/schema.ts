// Posts widget declaration (Elementor Pro): the skin, its prefixed controls, the query and pagination.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { skinControls, skinSections } from './skin-controls.ts';

const QUERY = 'section_query';
const PAGINATION = 'section_pagination';

export const postsDeclaration = declareWidget({
  type: 'posts',
  title: 'Posts',
  category: 'pro',
  icon: 'eicon-post-list',
  keywords: ['posts', 'cpt', 'item', 'loop', 'query', 'cards', 'custom post type'],
  // Each skin's layout and style sections show while it is chosen; the query and pagination always.
  sections: [
    { name: 'section_layout', label: 'Layout' },
    ...skinSections('classic'),
    ...skinSections('cards'),
    { name: QUERY, label: 'Query' },
    { name: PAGINATION, label: 'Pagination' },
  ],
  controls: [
    {
      name: '_skin',
      kind: 'select',
      label: 'Skin',
      section: 'section_layout',
      default: 'classic',
      options: { classic: 'Classic', cards: 'Cards', full_content: 'Full Content' },
    },
    ...skinControls('classic'),
    ...skinControls('cards'),
    {
      name: 'posts_post_type',
      kind: 'select',
      label: 'Source',
      section: QUERY,
      default: 'post',
      options: { post: 'Posts', page: 'Pages', by_id: 'Manual Selection', current_query: 'Current Query' },
    },
    {
      name: 'posts_posts_ids',
      kind: 'select',
      label: 'Search & Select',
      section: QUERY,
      multiple: true,
      open: true,
      options: {},
      condition: { posts_post_type: 'by_id' },
    },
    {
      name: 'posts_include',
      kind: 'select',
      label: 'Include By',
      section: QUERY,
      multiple: true,
      options: { terms: 'Term', authors: 'Author' },
    },
    { name: 'posts_include_term_ids', kind: 'select', label: 'Term', section: QUERY, multiple: true, open: true, options: {} },
    {
      name: 'posts_exclude',
      kind: 'select',
      label: 'Exclude',
      section: QUERY,
      multiple: true,
      options: { current_post: 'Current Post', manual_selection: 'Manual Selection', terms: 'Term', authors: 'Author' },
    },
    { name: 'posts_exclude_ids', kind: 'select', label: 'Search & Select', section: QUERY, multiple: true, open: true, options: {} },
    { name: 'posts_avoid_duplicates', kind: 'switcher', label: 'Avoid Duplicates', section: QUERY, default: '' },
    { name: 'posts_offset', kind: 'number', label: 'Offset', section: QUERY, default: 0, min: 0, integer: true },
    {
      name: 'posts_orderby',
      kind: 'select',
      label: 'Order By',
      section: QUERY,
      default: 'post_date',
      options: {
        post_date: 'Date',
        post_title: 'Title',
        menu_order: 'Menu Order',
        modified: 'Last Modified',
        comment_count: 'Comment Count',
        rand: 'Random',
      },
    },
    { name: 'posts_order', kind: 'select', label: 'Order', section: QUERY, default: 'desc', options: { asc: 'ASC', desc: 'DESC' } },
    {
      name: 'pagination_type',
      kind: 'select',
      label: 'Pagination',
      section: PAGINATION,
      default: '',
      options: {
        '': 'None',
        numbers: 'Numbers',
        prev_next: 'Previous/Next',
        numbers_and_prev_next: 'Numbers + Previous/Next',
        load_more_on_click: 'Load on Click',
        load_more_infinite_scroll: 'Infinite Scroll',
      },
    },
    { name: 'pagination_page_limit', kind: 'number', label: 'Page Limit', section: PAGINATION, default: 5, min: 1, integer: true },
    {
      name: 'pagination_prev_label',
      kind: 'text',
      label: 'Previous Label',
      section: PAGINATION,
      default: '&laquo; Previous',
      html: 'inline',
    },
    { name: 'pagination_next_label', kind: 'text', label: 'Next Label', section: PAGINATION, default: 'Next &raquo;', html: 'inline' },
    {
      name: 'pagination_align',
      kind: 'choose',
      label: 'Alignment',
      section: PAGINATION,
      default: 'center',
      options: { left: 'Left', center: 'Center', right: 'Right' },
      selectors: { '{{WRAPPER}} .elementor-pagination': { 'text-align': '{{VALUE}}' } },
    },
    { name: 'nothing_found_message', kind: 'textarea', label: 'Nothing Found Message', section: PAGINATION, default: '', html: 'inline' },
  ],
});

export type PostsSettings = SettingsOf<typeof postsDeclaration.controls>;
