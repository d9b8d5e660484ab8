// Static CSS of the heading widget: Elementor's reset and its size presets.
export const headingBaseCss =
  '.elementor-heading-title{padding:0;margin:0;line-height:1}' +
  '.elementor-heading-title>a{color:inherit;font-size:inherit;line-height:inherit}' +
  '.elementor-heading-title.elementor-size-small{font-size:15px}.elementor-heading-title.elementor-size-medium{font-size:19px}' +
  '.elementor-heading-title.elementor-size-large{font-size:29px}.elementor-heading-title.elementor-size-xl{font-size:39px}' +
  '.elementor-heading-title.elementor-size-xxl{font-size:59px}';
