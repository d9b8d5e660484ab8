// The front page of a site with no content yet (a new site from `foyer init`): says so, and shows staff
// the way to the back office. Served at / until a front page is published. Its few styles are inline,
// so the theme CSS every other page carries does not grow for a page only a new site shows. Its text is
// in the body colour: a new site's kit colours (Elementor's light defaults) are too pale for text on white.
import type { CSSProperties, ReactNode } from 'react';

const band: CSSProperties = {
  paddingBlock: 'clamp(4rem,12vw,8rem)',
  background: 'linear-gradient(180deg,#f1f3f5 0%,var(--foyer-bg) 100%)',
  textAlign: 'center',
};
const inner: CSSProperties = { maxWidth: '46rem' };
const inText: CSSProperties = { color: 'var(--foyer-text)' };

export function EmptyFrontPage({ siteName, backOffice }: { siteName: string; backOffice: string }): ReactNode {
  return (
    <div className="theme-empty-site" style={band}>
      <div className="theme-wrap" style={inner}>
        <p className="theme-eyebrow" style={inText}>
          Welcome
        </p>
        <h1 style={{ ...inText, marginBottom: '1rem', overflowWrap: 'anywhere' }}>{siteName}</h1>
        <p style={{ margin: '0 auto 1.5rem', maxWidth: '34rem', fontSize: '1.125rem' }}>
          This site has no content yet. Its pages will appear here as soon as they are published.
        </p>
        <p style={{ margin: 0 }}>
          Staff: <a href={`${backOffice}/`}>log in to the back office</a> to add the first pages.
        </p>
      </div>
    </div>
  );
}
