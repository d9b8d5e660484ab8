// CSS of the theme's own pages (area archive, 404): the pages that have no element tree of their own.
import { resetPasswordCss } from './reset-password-css.ts';
import { searchCss } from './search/search-css.ts';

export function themePagesCss(): string {
  return [
    '.theme-wrap{width:100%;max-width:var(--foyer-width,1200px);margin-inline:auto;padding-inline:clamp(1.25rem,4vw,2.5rem)}',
    '.theme-eyebrow{margin:0 0 .9rem;font-size:.8125rem;font-weight:600;letter-spacing:.18em;text-transform:uppercase;color:var(--foyer-link)}',
    // Archive: a calm header band, numbered cards, then the other areas as chips.
    '.theme-archive__hero{padding:clamp(3.5rem,8vw,6.5rem) 0 clamp(2.5rem,5vw,4rem);background:linear-gradient(180deg,#efe4d3 0%,var(--foyer-bg) 100%);border-bottom:1px solid rgba(59,54,50,.1)}',
    '.theme-archive__hero-inner{display:grid;gap:clamp(2rem,5vw,4rem);align-items:center}',
    '@media (min-width:900px){.theme-archive__hero--image .theme-archive__hero-inner{grid-template-columns:1.1fr 1fr}}',
    '.theme-archive__image{display:block;width:100%;height:auto;aspect-ratio:16/10;object-fit:cover;border-radius:4px;box-shadow:0 24px 48px rgba(40,30,20,.14)}',
    '.theme-archive__hero h1{max-width:18ch;margin-bottom:1.25rem}',
    '.theme-archive__hero h1::after{content:"";display:block;width:3.5rem;height:2px;margin-top:1.5rem;background:var(--foyer-accent)}',
    '.theme-archive__description{max-width:40rem;margin:0;font-size:clamp(1.0625rem,1rem + .3vw,1.25rem);line-height:1.7}',
    '.theme-archive__body{padding-block:clamp(2.5rem,6vw,4.5rem)}',
    '.theme-archive__heading{font-size:clamp(1.5rem,1.3rem + 1vw,2rem);margin-bottom:1.75rem}',
    '.theme-archive__list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr));gap:1.5rem}',
    '.theme-card{position:relative;display:flex;flex-direction:column;gap:.75rem;padding:2rem 1.75rem 1.75rem;background:#fff;border:1px solid rgba(59,54,50,.12);border-radius:4px;transition:box-shadow .25s,transform .25s,border-color .25s}',
    '.theme-card:hover,.theme-card:focus-within{border-color:rgba(164,82,47,.45);box-shadow:0 18px 40px rgba(40,30,20,.1)}',
    '@media (prefers-reduced-motion:no-preference){.theme-card:hover{transform:translateY(-3px)}}',
    '.theme-card__number{font-family:var(--foyer-font-heading);font-size:1.125rem;color:var(--foyer-link)}',
    '.theme-card__title{margin:0;font-size:1.5rem}',
    '.theme-card__title a{color:var(--foyer-heading);text-decoration:none}',
    // The whole card is the title link's target area; the title keeps the link's name.
    '.theme-card__title a::after{content:"";position:absolute;inset:0;border-radius:4px}',
    '.theme-card__title a:focus-visible{outline:none}.theme-card:has(a:focus-visible){outline:3px solid var(--foyer-focus);outline-offset:3px}',
    '.theme-card__excerpt{margin:0;color:var(--foyer-text)}',
    '.theme-card__more{margin-top:auto;padding-top:.5rem;font-size:.875rem;font-weight:600;letter-spacing:.1em;text-transform:uppercase;color:var(--foyer-link)}',
    '.theme-card__more::after{content:" \\2192";}',
    '.theme-archive__empty{font-size:1.125rem}',
    '.theme-archive__more{padding-block:clamp(2.5rem,6vw,4rem);background:#f4ece0}',
    '.theme-archive__more h2{font-size:clamp(1.375rem,1.2rem + .8vw,1.75rem);margin-bottom:1.25rem}',
    '.theme-chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.75rem}',
    '.theme-chips--center{justify-content:center}',
    '.theme-chips a{display:inline-flex;align-items:center;min-height:2.75rem;padding:.5rem 1.25rem;border:1px solid rgba(31,58,77,.35);border-radius:999px;color:var(--foyer-heading);text-decoration:none;background:rgba(255,255,255,.6);transition:background-color .2s,color .2s,border-color .2s}',
    '.theme-chips a:hover{background:var(--foyer-heading);border-color:var(--foyer-heading);color:#fff}',
    // 404: centred, under a large pale numeral (generated content: decoration, not text to read).
    '.theme-not-found{padding-block:clamp(4rem,12vw,8rem);background:radial-gradient(ellipse at 50% 0%,#efe4d3 0%,var(--foyer-bg) 70%);text-align:center}',
    '.theme-not-found__inner{max-width:46rem}',
    '.theme-not-found__inner::before{content:"404";content:"404"/"";display:block;margin:0 0 .5rem;font-family:var(--foyer-font-heading);font-size:clamp(5rem,3rem + 10vw,9rem);line-height:1;color:#e2d3bd;letter-spacing:.04em}',
    '.theme-not-found h1{margin-bottom:1rem}',
    '.theme-not-found__text{margin:0 auto 2rem;max-width:34rem;font-size:1.125rem}',
    // 500: the 404's layout under its own numeral.
    '.theme-server-error .theme-not-found__inner::before{content:"500";content:"500"/""}',
    resetPasswordCss,
    // Search: the header dropdown and the results page, after the archive rules it builds on.
    searchCss(),
  ].join('');
}
