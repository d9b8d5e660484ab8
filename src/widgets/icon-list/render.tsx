// Icon list widget: a list of rows, each an optional inline-SVG icon and a text, optionally linked.
import { cx } from '../shared/css-parts.ts';
import { Icon, iconLabel, widgetIcon } from '../shared/icon.tsx';
import { linkProps } from '../shared/links.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { iconListBaseCss } from './base-css.ts';
import { type IconListItem, iconListDeclaration } from './schema.ts';

function Row({ item, inline }: { item: IconListItem; inline: boolean }) {
  const link = linkProps(item.link);
  const icon = widgetIcon(item);
  const text = sanitizeInline(item.text, { allowLinks: !link });
  const content = (
    <>
      {icon ? (
        <span className="elementor-icon-list-icon">
          <Icon resolved={icon} />
        </span>
      ) : null}
      <span className="elementor-icon-list-text" dangerouslySetInnerHTML={{ __html: text }} />
    </>
  );
  return (
    <li className={cx('elementor-icon-list-item', inline && 'elementor-inline-item')}>
      {link ? (
        <a aria-label={text ? undefined : iconLabel(icon)} {...link}>
          {content}
        </a>
      ) : (
        content
      )}
    </li>
  );
}

export const iconList = defineWidget({
  declaration: iconListDeclaration,
  baseCss: iconListBaseCss,
  Render: ({ settings: s }) => {
    if (!s.icon_list.length) return null;
    const inline = s.view === 'inline';
    return (
      <ul className={cx('elementor-icon-list-items', inline && 'elementor-inline-items')}>
        {s.icon_list.map((item, i) => (
          <Row key={`${item._id ?? ''}-${i}`} item={item} inline={inline} />
        ))}
      </ul>
    );
  },
});
