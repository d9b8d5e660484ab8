// Testimonial widget: a quotation with the guest's picture, name and title, in Elementor's markup.
import { cx } from '../shared/css-parts.ts';
import { linkProps } from '../shared/links.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { testimonialDeclaration } from './schema.ts';

// Elementor's own layout rules for the two image positions (its widget stylesheet, restated as facts).
const BASE_CSS =
  // figure, blockquote and cite carry the meaning; their browser margins and italics are not Elementor's look.
  'figure.elementor-testimonial-wrapper,.elementor-testimonial-wrapper blockquote{margin:0}' +
  'cite.elementor-testimonial-name{font-style:normal}' +
  '.elementor-testimonial-wrapper{overflow:hidden;text-align:center}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-content{font-size:1.3em;margin-bottom:20px}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-name{display:block;font-weight:700;line-height:1.5}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-job{display:block;font-size:.85em}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta{line-height:1;width:100%}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta-inner{display:inline-block}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta .elementor-testimonial-details,' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta .elementor-testimonial-image{display:table-cell;vertical-align:middle}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta .elementor-testimonial-image img{border-radius:50%;height:60px;max-width:none;-o-object-fit:cover;object-fit:cover;width:60px}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta.elementor-testimonial-image-position-aside .elementor-testimonial-image{padding-inline-end:15px}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta.elementor-testimonial-image-position-aside .elementor-testimonial-details{text-align:start}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta.elementor-testimonial-image-position-top .elementor-testimonial-details,' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta.elementor-testimonial-image-position-top .elementor-testimonial-image{display:block}' +
  '.elementor-testimonial-wrapper .elementor-testimonial-meta.elementor-testimonial-image-position-top .elementor-testimonial-image{margin-bottom:20px}';

export const testimonial = defineWidget({
  declaration: testimonialDeclaration,
  baseCss: BASE_CSS,
  Render: ({ settings: s, ctx, element }) => {
    const content = sanitizeInline(s.testimonial_content);
    const name = sanitizeInline(s.testimonial_name);
    const job = sanitizeInline(s.testimonial_job);
    const link = linkProps(s.link);
    const image = s.testimonial_image?.url ? s.testimonial_image : undefined;
    const hasMeta = Boolean(image || name || job);
    if (!content && !hasMeta) return null;
    // The picture repeats the name beside it: decorative, so the name is not read twice.
    const picture = image && (
      <ResponsiveImage
        image={image}
        sizeName={s.testimonial_image_size}
        customDimension={s.testimonial_image_custom_dimension}
        ctx={ctx}
        elementId={element.id}
        alt={name ? '' : undefined}
      />
    );
    return (
      // A figure with its quotation and caption: the pattern for attributed quotes.
      <figure className="elementor-testimonial-wrapper">
        {content && <blockquote className="elementor-testimonial-content" dangerouslySetInnerHTML={{ __html: content }} />}
        {hasMeta && (
          <figcaption
            className={cx(
              'elementor-testimonial-meta',
              image && 'elementor-has-image',
              `elementor-testimonial-image-position-${s.testimonial_image_position}`,
            )}
          >
            <div className="elementor-testimonial-meta-inner">
              {picture && <div className="elementor-testimonial-image">{link ? <a {...link}>{picture}</a> : picture}</div>}
              <div className="elementor-testimonial-details">
                {name &&
                  (link ? (
                    <a className="elementor-testimonial-name" {...link} dangerouslySetInnerHTML={{ __html: name }} />
                  ) : (
                    <cite className="elementor-testimonial-name" dangerouslySetInnerHTML={{ __html: name }} />
                  ))}
                {job && <div className="elementor-testimonial-job" dangerouslySetInnerHTML={{ __html: job }} />}
              </div>
            </div>
          </figcaption>
        )}
      </figure>
    );
  },
});
