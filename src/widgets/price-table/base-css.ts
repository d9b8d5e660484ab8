// Elementor Pro's price table stylesheet, restated as facts (class names and values).
export const PRICE_TABLE_BASE_CSS =
  '.elementor-widget-price-table .elementor-widget-container{overflow:hidden;background-color:#f9fafa}' +
  '.elementor-price-table{text-align:center}' +
  '.elementor-price-table .elementor-price-table__header{background:var(--e-price-table-header-background-color,#555);padding:20px 0}' +
  '.elementor-price-table .elementor-price-table__heading{margin:0;padding:0;line-height:1.2;font-size:24px;font-weight:600;color:#fff}' +
  '.elementor-price-table .elementor-price-table__subheading{font-size:13px;font-weight:400;color:#fff}' +
  '.elementor-price-table .elementor-price-table__original-price{margin-inline-end:15px;text-decoration:line-through;font-size:.5em;line-height:1;font-weight:400;align-self:center}' +
  '.elementor-price-table .elementor-price-table__original-price .elementor-price-table__currency{font-size:1em;margin:0}' +
  '.elementor-price-table .elementor-price-table__price{display:flex;justify-content:center;align-items:center;flex-wrap:wrap;flex-direction:row;color:#555;font-weight:800;font-size:65px;padding:40px 0}' +
  '.elementor-price-table .elementor-price-table__price .elementor-typo-excluded{line-height:normal;letter-spacing:normal;text-transform:none;font-weight:400;font-size:medium;font-style:normal}' +
  '.elementor-price-table .elementor-price-table__after-price{display:flex;flex-wrap:wrap;text-align:start;align-self:stretch;align-items:flex-start;flex-direction:column}' +
  '.elementor-price-table .elementor-price-table__integer-part{line-height:.8}' +
  '.elementor-price-table .elementor-price-table__currency,.elementor-price-table .elementor-price-table__fractional-part{line-height:1;font-size:.3em}' +
  '.elementor-price-table .elementor-price-table__currency{margin-inline-end:3px}' +
  '.elementor-price-table .elementor-price-table__period{width:100%;font-size:13px;font-weight:400}' +
  '.elementor-price-table .elementor-price-table__features-list{list-style-type:none;margin:0;padding:0;line-height:1;color:var(--e-price-table-features-list-color)}' +
  '.elementor-price-table .elementor-price-table__features-list li{font-size:14px;line-height:1;margin:0;padding:0}' +
  '.elementor-price-table .elementor-price-table__features-list li .elementor-price-table__feature-inner{margin-left:15px;margin-right:15px}' +
  '.elementor-price-table .elementor-price-table__features-list li:not(:first-child):before{content:"";display:block;border:0 solid hsla(0,0%,47.8%,.3);margin:10px 12.5%}' +
  '.elementor-price-table .elementor-price-table__features-list i{margin-inline-end:10px;font-size:1.3em}' +
  '.elementor-price-table .elementor-price-table__features-list svg{margin-inline-end:10px;fill:var(--e-price-table-features-list-color);height:1.3em;width:1.3em}' +
  '.elementor-price-table .elementor-price-table__features-list svg~*{vertical-align:text-top}' +
  '.elementor-price-table .elementor-price-table__footer{padding:30px 0}' +
  '.elementor-price-table .elementor-price-table__additional_info{margin:0;font-size:13px;line-height:1.4}' +
  '.elementor-price-table__ribbon{position:absolute;top:0;left:auto;right:0;transform:rotate(90deg);width:150px;overflow:hidden;height:150px}' +
  '.elementor-price-table__ribbon-inner{text-align:center;left:0;width:200%;transform:translateY(-50%) translateX(-50%) translateX(35px) rotate(-45deg);margin-top:35px;font-size:13px;line-height:2;font-weight:800;text-transform:uppercase;background:#000}' +
  '.elementor-price-table__ribbon.elementor-ribbon-left{transform:rotate(0);left:0;right:auto}' +
  '.elementor-price-table__ribbon.elementor-ribbon-right{transform:rotate(90deg);left:auto;right:0}';
