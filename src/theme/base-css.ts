// Theme base CSS: typography, colours, links, skip link (placeholder until the theme styles land).
import type { Kit } from '../model/kit.ts';

export function themeCss(kit: Kit): string {
  return `*,*::before,*::after{box-sizing:border-box}body{margin:0;font-family:${kit.body_font_family};color:${kit.body_color};background:${kit.body_background};line-height:1.6}.skip-link{position:absolute;left:-9999px}.skip-link:focus{left:1rem;top:1rem;z-index:1000;background:#fff;padding:.5rem 1rem}`;
}
