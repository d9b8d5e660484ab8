// Elementor's own widget names (free and Pro, as `widgetType` stores them): the widgets Foyer is
// measured against. Third-party add-ons (ElementsKit, Jeg Kit, theme widgets) are not in the list.

/** Elementor (free). */
// prettier-ignore
export const FREE_WIDGETS = [
  'heading', 'image', 'text-editor', 'video', 'button', 'divider', 'spacer', 'image-box', 'google_maps',
  'icon', 'icon-box', 'star-rating', 'rating', 'image-carousel', 'image-gallery', 'icon-list', 'counter',
  'progress', 'testimonial', 'tabs', 'accordion', 'toggle', 'social-icons', 'alert', 'audio', 'shortcode',
  'html', 'menu-anchor', 'sidebar', 'read-more', 'text-path', 'nested-tabs', 'nested-accordion',
  'contact-buttons', 'floating-bars-var-1', 'link-in-bio',
] as const;

/** Elementor Pro (theme builder, forms, loops, dynamic and WooCommerce widgets). */
// prettier-ignore
export const PRO_WIDGETS = [
  'posts', 'portfolio', 'gallery', 'form', 'login', 'slides', 'nav-menu', 'animated-headline', 'price-list',
  'price-table', 'flip-box', 'call-to-action', 'media-carousel', 'testimonial-carousel', 'reviews',
  'table-of-contents', 'countdown', 'share-buttons', 'blockquote', 'template', 'facebook-button',
  'facebook-comments', 'facebook-embed', 'facebook-page', 'lottie', 'hotspot', 'code-highlight',
  'video-playlist', 'progress-tracker', 'paypal-button', 'stripe-button', 'search-form', 'search', 'sitemap',
  'author-box', 'post-info', 'post-navigation', 'post-comments', 'archive-posts', 'breadcrumbs',
  'theme-site-logo', 'theme-site-title', 'theme-page-title', 'theme-post-title', 'theme-post-content',
  'theme-post-excerpt', 'theme-post-featured-image', 'theme-archive-title',
  'loop-grid', 'loop-carousel', 'taxonomy-filter', 'mega-menu', 'nested-carousel', 'off-canvas',
  'link-in-bio-var-2', 'link-in-bio-var-3', 'link-in-bio-var-4', 'link-in-bio-var-5', 'link-in-bio-var-6', 'link-in-bio-var-7',
  'contact-buttons-var-1', 'contact-buttons-var-3', 'contact-buttons-var-4', 'contact-buttons-var-5',
  'contact-buttons-var-6', 'contact-buttons-var-7', 'contact-buttons-var-8', 'contact-buttons-var-9',
  'contact-buttons-var-10', 'floating-bars-var-2', 'floating-bars-var-3',
  'woocommerce-menu-cart', 'woocommerce-products', 'wc-add-to-cart', 'wc-elements', 'wc-categories',
  'woocommerce-product-add-to-cart', 'woocommerce-product-price', 'woocommerce-product-title',
  'woocommerce-product-images', 'woocommerce-cart', 'woocommerce-checkout-page', 'woocommerce-my-account',
] as const;

export const CORE_WIDGETS: ReadonlySet<string> = new Set<string>([...FREE_WIDGETS, ...PRO_WIDGETS]);
