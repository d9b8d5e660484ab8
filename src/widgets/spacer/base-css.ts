// Static CSS of the spacer: an empty block as tall as --spacer-size (Elementor's default 50px).
export const spacerBaseCss = '.elementor-spacer-inner{height:var(--spacer-size,50px)}';
