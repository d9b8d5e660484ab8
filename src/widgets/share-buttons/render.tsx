// Share buttons widget: one link per network to Foyer's share address (/share/{network}/), which
// sends the visitor on to the network with this page's absolute address, so the buttons work
// without JavaScript and whatever host the page was cached under. Print is a button. The behaviour
// opens the networks' pages in a centred 640 × 480 window, as Elementor does, and runs print.
import type { ReactNode } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import type { PostSummary } from '../../contracts/data.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { Icon } from '../shared/icon.tsx';
import { SHARE_BUTTONS_CSS } from './base-css.ts';
import { isNetwork, NETWORK_TITLES, NETWORKS, type NetworkName, opensWindow } from './networks.ts';
import { shareButtonsDeclaration, type ShareButtonsSettings } from './schema.ts';

/** What the page is: the address shared by default and, on a post, its title, excerpt and image. */
interface SharedPage {
  path: string;
  post?: Pick<PostSummary, 'title' | 'excerpt' | 'featuredImage'>;
}

/** `/share/{network}/?url=…&title=…`: what the share route needs to build the network's address. */
export function shareHref(network: NetworkName, s: ShareButtonsSettings, page: SharedPage): string {
  const custom = s.share_url_type === 'custom' ? safeUrl(s.share_url.url) : undefined;
  const params = new URLSearchParams({ url: custom ?? page.path });
  if (page.post?.title) params.set('title', page.post.title);
  if (page.post?.excerpt) params.set('text', page.post.excerpt.slice(0, 500));
  const image = page.post?.featuredImage?.url;
  if (image) params.set('image', image);
  return `/share/${network}/?${params.toString()}`;
}

function Button({ network, label, s, page }: { network: NetworkName; label: string; s: ShareButtonsSettings; page: SharedPage }) {
  const { icon } = NETWORKS[network];
  const title = NETWORK_TITLES[network];
  const showIcon = s.view !== 'text';
  const showText = s.view === 'text' || (s.view === 'icon-text' && s.show_label === 'yes');
  // Print prints this page; every other button shares it.
  const named = network === 'print' ? '' : label === title ? 'Share on ' : `Share on ${title}: `;
  const content: ReactNode = (
    <>
      {showIcon ? (
        <span className="elementor-share-btn__icon">
          <Icon value={icon} />
        </span>
      ) : null}
      {showText ? (
        <span className="elementor-share-btn__text">
          <span className="elementor-screen-only">{named}</span>
          <span className="elementor-share-btn__title">{label}</span>
        </span>
      ) : (
        <span className="elementor-screen-only">{network === 'print' ? 'Print this page' : `Share on ${title}`}</span>
      )}
    </>
  );
  const className = `elementor-share-btn elementor-share-btn_${network}`;
  if (network === 'print')
    return (
      <button type="button" className={className} data-network="print">
        {content}
      </button>
    );
  const href = shareHref(network, s, page);
  // E-mail opens the visitor's mail program: no new tab for it.
  const target = opensWindow(network) ? { target: '_blank', rel: 'noopener nofollow' } : { rel: 'nofollow' };
  return (
    <a className={className} href={href} data-network={network} {...target}>
      {content}
    </a>
  );
}

export const shareButtons = defineWidget({
  declaration: shareButtonsDeclaration,
  baseCss: SHARE_BUTTONS_CSS,
  // The centred window and print; the links work without it.
  behaviours: () => ['share-buttons'],
  data: async ({ request }): Promise<SharedPage> => ({
    path: request.path,
    ...(request.post
      ? { post: { title: request.post.title, excerpt: request.post.excerpt, featuredImage: request.post.featuredImage } }
      : {}),
  }),
  css: ({ settings, selector, css }) => {
    const size = Number((settings.button_size as { size?: unknown } | undefined)?.size);
    if (size >= 0.5 && size <= 2) css.add(`${selector} .elementor-share-btn`, { '--e-share-buttons-size': String(size) });
    css.responsive(`${selector} .elementor-share-buttons`, settings, 'columns', (value) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 6) return undefined;
      return n === 0 ? { display: 'flex' } : { display: 'grid', '--grid-template-columns': `repeat(${n},minmax(0,1fr))` };
    });
  },
  isEmpty: (s) => !s.share_buttons.some((item) => isNetwork(item.button)),
  Render: ({ settings: s, data }) => {
    const page = data ?? { path: '/' };
    const buttons = s.share_buttons.filter((item) => isNetwork(item.button));
    const columns = Number(s.columns) || 0;
    const classes = [
      'elementor-grid',
      'elementor-share-buttons',
      `elementor-grid-${columns}`,
      `elementor-share-buttons--view-${s.view}`,
      `elementor-share-buttons--skin-${s.skin}`,
      `elementor-share-buttons--shape-${s.shape}`,
      `elementor-share-buttons--color-${s.color_source}`,
      ...(s.alignment === 'justify' ? ['elementor-share-buttons--align-justify'] : []),
    ];
    return (
      <div className={classes.join(' ')} role="list">
        {buttons.map((item, i) => {
          const network = item.button as NetworkName;
          return (
            <div
              key={item._id || i}
              className={`elementor-grid-item${item._id ? ` elementor-repeater-item-${item._id}` : ''}`}
              role="listitem"
            >
              <Button network={network} label={(item.text ?? '').trim() || NETWORK_TITLES[network]} s={s} page={page} />
            </div>
          );
        })}
      </div>
    );
  },
});
