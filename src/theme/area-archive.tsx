// The area archive: the area's name and description, then what is in that area, then the other areas.
import type { ReactNode } from 'react';
import { imageSource } from '../widgets/shared/image-source.ts';

export interface AreaArchiveProps {
  name: string;
  description: string;
  items: Array<{ id: number; title: string; url: string; excerpt: string }>;
  otherAreas: Array<{ name: string; url: string }>;
  /** The area's picture (term meta `image`), shown beside the title when given. */
  image?: { url: string; alt?: string; width?: number; height?: number };
}

/** The first screenful's picture: loaded at once, right-sized through the upload's width variants. */
function HeroImage({ image }: { image: NonNullable<AreaArchiveProps['image']> }): ReactNode {
  const src = imageSource({ url: image.url, width: image.width, height: image.height });
  if (!src) return null;
  return (
    <img
      className="theme-archive__image"
      src={src.src}
      srcSet={src.srcset}
      sizes={src.srcset ? '(min-width: 900px) 45vw, 100vw' : undefined}
      alt={image.alt ?? ''}
      width={src.width}
      height={src.height}
      fetchPriority="high"
    />
  );
}

export function AreaArchive({ name, description, items, otherAreas, image }: AreaArchiveProps): ReactNode {
  return (
    <div className="theme-archive">
      <header className={image ? 'theme-archive__hero theme-archive__hero--image' : 'theme-archive__hero'}>
        <div className="theme-wrap theme-archive__hero-inner">
          <div className="theme-archive__intro">
            <p className="theme-eyebrow">Area guide</p>
            <h1>{name}</h1>
            {description ? <p className="theme-archive__description">{description}</p> : null}
          </div>
          {image ? <HeroImage image={image} /> : null}
        </div>
      </header>
      <section className="theme-wrap theme-archive__body" aria-labelledby="theme-archive-list">
        <h2 id="theme-archive-list" className="theme-archive__heading">
          Stays and stories in {name}
        </h2>
        {items.length ? (
          <ol className="theme-archive__list">
            {items.map((item, i) => (
              <li key={item.id} className="theme-card">
                <span className="theme-card__number" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="theme-card__title">
                  <a href={item.url}>{item.title}</a>
                </h3>
                {item.excerpt ? <p className="theme-card__excerpt">{item.excerpt}</p> : null}
                <span className="theme-card__more" aria-hidden="true">
                  Read more
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="theme-archive__empty">Nothing is listed in {name} yet.</p>
        )}
      </section>
      {otherAreas.length ? (
        <nav className="theme-archive__more" aria-labelledby="theme-archive-more">
          <div className="theme-wrap">
            <h2 id="theme-archive-more">Explore other areas</h2>
            <ul className="theme-chips">
              {otherAreas.map((a) => (
                <li key={a.url}>
                  <a href={a.url}>{a.name}</a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
