// The shapes the display-conditions module works on: a request as conditions see it, and the site's vocabulary.

/** One stored condition, `include/archive/area/12` split into its four parts (Elementor's `_elementor_conditions`). */
export interface ParsedCondition {
  type: 'include' | 'exclude';
  /** Top-level group: general, singular or archive. */
  name: string;
  /** Sub-condition, e.g. `page`, `front_page`, `area`, `in_area`; '' for the whole group. */
  subName: string;
  /** A post, term or author id; 0 when the condition applies to all of them. */
  subId: number;
  /** The stored string, for messages. */
  source: string;
}

/** A term a singular post is in, with the ids of its ancestors, nearest parent first. */
export interface PostTerm {
  taxonomy: string;
  id: number;
  ancestorIds: number[];
}

/**
 * What a page request is, in the terms WordPress's conditional tags use (is_singular, is_tax,
 * is_front_page, is_404 ...). Fields a condition needs but the caller did not load count as empty.
 */
export type DisplayRequest =
  | {
      kind: 'singular';
      postType: string;
      id: number;
      isFrontPage?: boolean;
      authorId?: number | null;
      /** Parent post first, then its parent, and so on. */
      ancestorIds?: number[];
      terms?: PostTerm[];
    }
  | { kind: 'term-archive'; taxonomy: string; termId: number; ancestorIds: number[] }
  | { kind: 'post-type-archive'; postType: string; isFrontPage?: boolean }
  | { kind: 'author-archive'; authorId: number }
  | { kind: 'date-archive' }
  | { kind: 'search' }
  | { kind: 'not-found' };

/** Post types and taxonomies the site has: Elementor derives its sub-condition names from them. */
export interface Vocabulary {
  postTypes: Array<{ name: string; hasArchive: boolean }>;
  taxonomies: Array<{ name: string; hierarchical: boolean; postTypes: string[] }>;
}

export type ConditionWarn = (message: string, source: string) => void;
