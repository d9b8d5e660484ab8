// The HTML document around rendered content: head (meta, one <style>, boot module), header, main, footer.
import type { ReactNode } from 'react';
import { cssForStyleElement } from '../../model/custom-css.ts';

export interface DocumentProps {
  title: string;
  description: string;
  lang: string;
  canonical?: string;
  css: string;
  bootUrl?: string;
  /** Module preloads; one with `media` is fetched only where it matches. */
  preloads: Array<{ href: string; media?: string }>;
  /** Above-the-fold background images, fetched before the stylesheet reveals them. */
  imagePreloads: Array<{ href: string; media?: string }>;
  /** Boot config, sent as JSON data (not script code) so the CSP needs no unsafe-inline. */
  config: Record<string, unknown>;
  bodyClass: string;
  /** Page-level behaviours (the statistics tracker), run on <body> like any element's. */
  bodyBehaviours?: string;
  children: ReactNode;
}

export function Document(props: DocumentProps): ReactNode {
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        {props.description ? <meta name="description" content={props.description} /> : null}
        {props.canonical ? <link rel="canonical" href={props.canonical} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: cssForStyleElement(props.css) }} />
        {/* Without JavaScript, entrance animations never run: show their elements at once. */}
        <noscript>
          <style>{'.elementor-invisible{visibility:visible!important}'}</style>
        </noscript>
        {props.imagePreloads.map((p) => (
          <link key={p.href} rel="preload" as="image" href={p.href} media={p.media} fetchPriority="high" />
        ))}
        {props.preloads.map(({ href, media }) => (
          <link key={href} rel="modulepreload" href={href} media={media} />
        ))}
        {props.bootUrl ? <script type="module" src={props.bootUrl} /> : null}
      </head>
      <body className={props.bodyClass} data-behaviours={props.bodyBehaviours}>
        <a className="skip-link" href="#content">
          Skip to content
        </a>
        {props.children}
        <script type="application/json" id="foyer-config" dangerouslySetInnerHTML={{ __html: jsonForScript(props.config) }} />
      </body>
    </html>
  );
}

/** JSON safe inside a script element: no `</script>` or HTML comment openers survive. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
