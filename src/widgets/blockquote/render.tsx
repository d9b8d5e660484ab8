// Blockquote widget: a quotation with its author and an optional "Tweet" link (a plain link to
// X's tweet intent: no script, nothing fetched from X).
import type { ReactNode } from 'react';
import { cx } from '../shared/css-parts.ts';
import { sanitizeInline, textOf } from '../shared/sanitize.ts';
import { Icon } from '../shared/icon.tsx';
import { safeUrl } from '../../model/safe-url.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { blockquoteDeclaration, type BlockquoteSettings } from './schema.ts';

const BASE_CSS =
  '.elementor-blockquote{margin:0;padding:0;transition:.3s}' +
  '.elementor-blockquote__content{margin:0}' +
  '.elementor-blockquote footer{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;margin-top:12px}' +
  '.elementor-blockquote__author{font-style:normal;font-weight:700}' +
  '.elementor-blockquote--skin-border{border-inline-start:5px solid #ccc;padding-inline-start:20px}' +
  '.elementor-blockquote--skin-quotation:before,.elementor-blockquote--skin-boxed:before{content:"\\201C";display:block;font-family:Georgia,serif;font-size:100px;line-height:1;color:#ccc;height:.45em}' +
  '.elementor-blockquote--skin-boxed{background:#f9fafa;padding:30px}' +
  '.elementor-blockquote--align-center{text-align:center}.elementor-blockquote--align-center footer{justify-content:center}' +
  '.elementor-blockquote--align-right{text-align:right}.elementor-blockquote--align-right footer{flex-direction:row-reverse}' +
  '.elementor-blockquote__tweet-button{display:inline-flex;align-items:center;gap:6px;font-size:15px;padding:0 1em;line-height:2.2;border-radius:1em;text-decoration:none;transition:.3s}' +
  '.elementor-blockquote__tweet-button svg{width:1em;height:1em;fill:currentColor}' +
  '.elementor-blockquote--button-skin-classic .elementor-blockquote__tweet-button,.elementor-blockquote--button-skin-bubble .elementor-blockquote__tweet-button{background:#0f1419;color:#fff}' +
  '.elementor-blockquote--button-skin-link .elementor-blockquote__tweet-button{padding:0;color:#0f1419}' +
  '.elementor-blockquote--button-view-icon .elementor-blockquote__tweet-button{padding:0;width:2.2em;justify-content:center}';

/**
 * X's tweet intent for the quote, a custom link and the @username. For "current page" the intent
 * gets no url: X then shares the text alone (the server HTML is shared by every URL of the page).
 */
export function tweetUrl(s: BlockquoteSettings): string {
  const params = new URLSearchParams({ text: `${textOf(s.blockquote_content)} — ${textOf(s.author_name)}`.trim() });
  const target = s.url_type === 'custom' ? safeUrl(s.url) : undefined;
  if (target) params.set('url', target);
  const via = s.user_name.replace(/^@/, '');
  if (via) params.set('via', via);
  return `https://twitter.com/intent/tweet?${params.toString()}`;
}

function TweetLink({ s }: { s: BlockquoteSettings }): ReactNode {
  const label = s.tweet_button_label || 'Tweet';
  const showIcon = s.tweet_button_view !== 'text';
  const showText = s.tweet_button_view !== 'icon';
  return (
    <a
      href={tweetUrl(s)}
      className="elementor-blockquote__tweet-button"
      target="_blank"
      rel="noopener noreferrer"
      // An icon-only button still needs a name; "(opens in a new tab)" says where it goes.
      aria-label={showText ? undefined : `${label} (opens in a new tab)`}
    >
      {showIcon && <Icon value={{ value: 'fab fa-x-twitter', library: 'fa-brands' }} />}
      {showText && <span className="elementor-blockquote__tweet-label">{label}</span>}
    </a>
  );
}

export const blockquote = defineWidget({
  declaration: blockquoteDeclaration,
  baseCss: BASE_CSS,
  Render: ({ settings: s }) => {
    const content = sanitizeInline(s.blockquote_content);
    const author = sanitizeInline(s.author_name);
    if (!content && !author) return null;
    const tweet = s.tweet_button === 'yes';
    return (
      <blockquote
        className={cx(
          'elementor-blockquote',
          `elementor-blockquote--skin-${s.blockquote_skin}`,
          s.alignment && s.blockquote_skin !== 'border' && `elementor-blockquote--align-${s.alignment}`,
          tweet && `elementor-blockquote--button-view-${s.tweet_button_view} elementor-blockquote--button-skin-${s.tweet_button_skin}`,
        )}
      >
        {content && <p className="elementor-blockquote__content" dangerouslySetInnerHTML={{ __html: content }} />}
        {(author || tweet) && (
          <footer>
            {author && <cite className="elementor-blockquote__author" dangerouslySetInnerHTML={{ __html: author }} />}
            {tweet && <TweetLink s={s} />}
          </footer>
        )}
      </blockquote>
    );
  },
});
