// Elementor's grid and Elementor Pro's posts stylesheet, restated as facts (class names and values).
// Elementor puts the layout classes (thumbnail position, avatar) on the widget; Foyer puts them on the
// posts container inside it, which every descendant rule below still matches.
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';

export const POSTS_BASE_CSS =
  // The read-more link names its post for screen readers in a hidden span.
  SCREEN_ONLY_CSS +
  '.elementor-grid{display:grid;grid-column-gap:var(--grid-column-gap);grid-row-gap:var(--grid-row-gap)}' +
  '.elementor-grid .elementor-grid-item{min-width:0;word-break:break-word}' +
  '.elementor-widget-posts:after{display:none}' +
  '.elementor-posts-container:not(.elementor-posts-masonry){align-items:stretch}' +
  '.elementor-posts-container.elementor-posts-masonry{align-items:flex-start}' +
  '.elementor-posts-container .elementor-post{margin:0;padding:0}' +
  '.elementor-posts-container .elementor-post__thumbnail{overflow:hidden}' +
  '.elementor-posts-container .elementor-post__thumbnail img{display:block;width:100%;max-height:none;max-width:none;transition:filter .3s}' +
  '.elementor-posts-container .elementor-post__thumbnail__link{position:relative;display:block;width:100%}' +
  // Elementor's script fits the image to the ratio box (width or height); cover does the same in CSS.
  '.elementor-posts-container.elementor-has-item-ratio .elementor-post__thumbnail img{position:absolute;top:0;left:0;width:100%;height:100%;object-fit:cover}' +
  '.elementor-posts .elementor-post{display:flex;flex-direction:column;transition-property:background,border,box-shadow;transition-duration:.25s}' +
  '.elementor-posts .elementor-post__title{font-size:18px;margin:0}' +
  '.elementor-posts .elementor-post__excerpt{margin-bottom:10px}' +
  '.elementor-posts .elementor-post__excerpt p{margin:0;line-height:1.5em;font-size:14px;color:#777}' +
  '.elementor-posts .elementor-post__meta-data{line-height:1.3em;font-size:12px;margin-bottom:13px;color:#adadad}' +
  '.elementor-posts .elementor-post__read-more{font-size:12px;font-weight:700;align-self:flex-start}' +
  '.elementor-posts .elementor-post__thumbnail{position:relative}' +
  '.elementor-posts .elementor-post__text{display:flex;flex-direction:column;flex-grow:1}' +
  '.elementor-posts--thumbnail-top .elementor-post__thumbnail__link{margin-bottom:20px}' +
  '.elementor-posts--thumbnail-top .elementor-post__text{width:100%}' +
  '.elementor-posts--thumbnail-left .elementor-post,.elementor-posts--thumbnail-right .elementor-post{flex-direction:row}' +
  '.elementor-posts--thumbnail-left .elementor-post__thumbnail__link,.elementor-posts--thumbnail-right .elementor-post__thumbnail__link{flex-shrink:0;width:25%}' +
  '.elementor-posts--thumbnail-left .elementor-post__thumbnail__link{margin-right:20px;order:0}' +
  '.elementor-posts--thumbnail-right .elementor-post__thumbnail__link{margin-left:20px;order:5}' +
  '.elementor-posts--thumbnail-none .elementor-post__thumbnail__link{display:none}' +
  '.elementor-posts .elementor-post__card{display:flex;flex-direction:column;overflow:hidden;position:relative;background-color:#fff;width:100%;min-height:100%;border-radius:3px;border:0 solid #69727d;transition:all .25s}' +
  '.elementor-posts .elementor-post__card .elementor-post__thumbnail{position:relative;transform-style:preserve-3d}' +
  '.elementor-posts .elementor-post__card .elementor-post__thumbnail img{width:calc(100% + 1px)}' +
  '.elementor-posts .elementor-post__card .elementor-post__text{padding:0 30px;margin-bottom:0;margin-top:20px}' +
  '.elementor-posts .elementor-post__card .elementor-post__read-more{margin-bottom:20px;display:inline-block}' +
  '.elementor-posts .elementor-post__card .elementor-post__meta-data{padding:15px 30px;margin-bottom:0;border-top:1px solid #eaeaea}' +
  '.elementor-posts .elementor-post__card .elementor-post__meta-data span+span:before{margin:0 5px}' +
  '.elementor-posts .elementor-post__card .elementor-post__title{font-size:21px}' +
  '.elementor-posts .elementor-post__card .elementor-post__excerpt{line-height:1.7}' +
  '.elementor-posts .elementor-post__card .elementor-post__excerpt,.elementor-posts .elementor-post__card .elementor-post__title{margin-bottom:25px}' +
  '.elementor-posts .elementor-post__card .elementor-post__badge,.elementor-posts .elementor-post__card .elementor-post__read-more{text-transform:uppercase}' +
  '.elementor-posts .elementor-post__badge{position:absolute;top:0;background:#69727d;color:#fff;font-size:12px;padding:.6em 1.2em;line-height:1;font-weight:400;margin:20px;border-radius:999px}' +
  '.elementor-posts .elementor-post__avatar{position:relative;padding:0 30px;width:100%;top:-25px;height:0;pointer-events:none}' +
  '.elementor-posts .elementor-post__avatar img{border-radius:50%;width:60px;pointer-events:all;transform:translateY(-50%)}' +
  '.elementor-posts--show-avatar .elementor-post__thumbnail__link{margin-bottom:25px}' +
  '.elementor-card-shadow-yes .elementor-post__card{box-shadow:0 0 10px 0 rgba(0,0,0,.15)}' +
  '.elementor-card-shadow-yes .elementor-post__card:hover{box-shadow:0 0 30px 0 rgba(0,0,0,.15)}' +
  '.elementor-posts__hover-gradient .elementor-post__card .elementor-post__thumbnail__link:after{display:block;content:"";background-image:linear-gradient(0deg,rgba(0,0,0,.35),transparent 75%);background-repeat:no-repeat;height:100%;width:100%;position:absolute;bottom:0;opacity:1;transition:all .3s ease-out}' +
  '.elementor-posts__hover-gradient .elementor-post__card:hover .elementor-post__thumbnail__link:after{opacity:.5}' +
  '.elementor-posts-nothing-found{color:#777}' +
  '.elementor-pagination{margin-top:20px;text-align:center}' +
  '.elementor-pagination .page-numbers{display:inline-block;padding:0 5px}';
