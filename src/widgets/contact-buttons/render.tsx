// Contact buttons (Elementor's floating `contact-buttons` and Pro's variants 1, 3–10): a floating
// launcher that opens a small box of contact links, or (variants 9 and 10) links that always show.
// Browser side: the `contact-buttons` behaviour (open/close, Escape, focus), not an island — it is a
// few event handlers on server HTML, and an island would bring React to every page of the site.
import type { ReactNode } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { cx } from '../shared/css-parts.ts';
import { Icon } from '../shared/icon.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { contactButtonsBaseCss, contactLinkColorsCss } from './base-css.ts';
import { type ContactFields, PLATFORMS, type Platform, contactHref, opensNewTab } from './platforms.ts';
import { type ContactButtonsSettings, contactButtonsDeclaration } from './schema.ts';
import { CONTACT_SKINS, type ContactSkin } from './variants.ts';

type Item = ContactButtonsSettings['contact_repeater'][number];

function platformInfo(platform: string) {
  return PLATFORMS[platform as Platform] ?? PLATFORMS.Url;
}

function PlatformIcon({ platform }: { platform: string }): ReactNode {
  const { icon } = platformInfo(platform);
  return <Icon value={{ value: icon, library: icon.startsWith('fab') ? 'fa-brands' : 'fa-solid' }} />;
}

/** Settings with a prefix (`chat_button_number`) as the plain fields the link builder reads. */
function fieldsOf(s: Record<string, unknown>, prefix: string): ContactFields {
  const get = (k: string) => (typeof s[`${prefix}_${k}`] === 'string' ? (s[`${prefix}_${k}`] as string) : undefined);
  return {
    number: get('number'),
    username: get('username'),
    mail: get('mail'),
    mail_subject: get('mail_subject'),
    mail_body: get('mail_body'),
    viber_action: get('viber_action'),
    location: get('location'),
    url: get('url'),
  };
}

const newTab = (href: string) => (opensNewTab(href) ? { target: '_blank', rel: 'noopener' } : {});

function TopBar({ s, closable }: { s: ContactButtonsSettings; closable: boolean }): ReactNode {
  const image = safeUrl(s.top_bar_image?.url, 'image');
  const name = sanitizeInline(s.top_bar_name);
  const title = sanitizeInline(s.top_bar_title);
  return (
    <div className="e-contact-buttons__top-bar">
      {closable ? (
        <button type="button" className="e-contact-buttons__close-button" aria-label="Close">
          <Icon value={{ value: 'fas fa-times', library: 'fa-solid' }} />
        </button>
      ) : null}
      {image ? (
        <div className={cx('e-contact-buttons__profile-image', s.chat_button_show_dot === 'yes' && 'has-dot')}>
          <img className="e-contact-buttons__profile-image-el" src={image} alt="" width={60} height={60} loading="lazy" decoding="async" />
        </div>
      ) : null}
      <div className="e-contact-buttons__top-bar-details">
        {name ? <p className="e-contact-buttons__top-bar-name" dangerouslySetInnerHTML={{ __html: name }} /> : null}
        {title ? <p className="e-contact-buttons__top-bar-title" dangerouslySetInnerHTML={{ __html: title }} /> : null}
      </div>
    </div>
  );
}

function Chat({ s }: { s: ContactButtonsSettings }): ReactNode {
  const href = contactHref(s.chat_button_platform, fieldsOf(s, 'chat_button'));
  const name = sanitizeInline(s.message_bubble_name);
  const body = sanitizeInline(s.message_bubble_body);
  return (
    <>
      {name || body ? (
        <div className="e-contact-buttons__message-bubble">
          <div className="e-contact-buttons__bubble-container">
            <div className="e-contact-buttons__bubble">
              {name ? <p className="e-contact-buttons__message-bubble-name" dangerouslySetInnerHTML={{ __html: name }} /> : null}
              {body ? <p className="e-contact-buttons__message-bubble-body" dangerouslySetInnerHTML={{ __html: body }} /> : null}
            </div>
          </div>
        </div>
      ) : null}
      {href && s.send_button_text ? (
        <div className="e-contact-buttons__send-button">
          <div className="e-contact-buttons__send-button-container">
            <a className="e-contact-buttons__send-cta" href={href} {...newTab(href)}>
              <PlatformIcon platform={s.chat_button_platform} />
              {s.send_button_text}
            </a>
          </div>
        </div>
      ) : null}
    </>
  );
}

function Links({ items, style }: { items: readonly Item[]; style: ContactSkin['links'] }): ReactNode {
  const links = items.flatMap((item) => {
    const href = contactHref(item.contact_icon_platform, fieldsOf(item, 'contact_icon'));
    return href ? [{ item, href }] : [];
  });
  if (!links.length) return null;
  const iconOnly = style === 'icons' || style === 'tooltip';
  return (
    <ul className={cx('e-contact-buttons__contact-links', `has-links-${style}`)}>
      {links.map(({ item, href }, i) => {
        const info = platformInfo(item.contact_icon_platform);
        const text = sanitizeInline(item.contact_icon_text);
        const description = style === 'details' ? sanitizeInline(item.contact_icon_description) : '';
        // Icon-only links are named by their text, else their platform ("WhatsApp").
        const label = text ? text.replace(/<[^>]*>/g, '') : info.text;
        return (
          <li key={i} className="e-contact-buttons__contact-item">
            <a
              className={cx('e-contact-buttons__contact-icon-link', `has-platform-${info.name}`)}
              href={href}
              aria-label={iconOnly ? label : undefined}
              {...newTab(href)}
            >
              <span className="e-contact-buttons__contact-icon-container">
                <PlatformIcon platform={item.contact_icon_platform} />
              </span>
              {style === 'tooltip' ? (
                <span className="e-contact-buttons__contact-tooltip" aria-hidden="true">
                  {label}
                </span>
              ) : null}
              {!iconOnly ? (
                <span className="e-contact-buttons__contact-text">
                  <span className="e-contact-buttons__contact-title" dangerouslySetInnerHTML={{ __html: text || info.text }} />
                  {description ? (
                    <span className="e-contact-buttons__contact-description" dangerouslySetInnerHTML={{ __html: description }} />
                  ) : null}
                </span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function renderFor(skin: ContactSkin) {
  return function ContactButtons({ settings: s, element }: { settings: ContactButtonsSettings; element: { id: string } }): ReactNode {
    const boxId = `e-contact-buttons-${element.id.replace(/[^\w-]/g, '_')}`;
    const label = s.chat_aria_label || 'Contact us';
    const launcherIcon = skin.chat ? s.chat_button_platform : '';
    const platformName = skin.chat ? platformInfo(s.chat_button_platform).name : '';
    const content = (
      <div className="e-contact-buttons__content">
        {skin.topBar ? <TopBar s={s} closable={skin.toggled} /> : null}
        {skin.chat ? <Chat s={s} /> : null}
        {skin.links !== 'none' ? <Links items={s.contact_repeater} style={skin.links} /> : null}
      </div>
    );
    return (
      <div
        className={cx(
          'e-contact-buttons',
          skin.variantClass,
          platformName && `has-platform-${platformName}`,
          `has-corners-${s.style_chat_box_corners}`,
          `has-h-alignment-${s.advanced_horizontal_position}`,
          `has-v-alignment-${s.advanced_vertical_position}`,
          !skin.toggled && 'is-always-open',
        )}
        data-state={skin.toggled ? 'closed' : 'open'}
      >
        {skin.toggled ? (
          // A non-modal dialog: the page stays usable; Escape and the close button shut it.
          <div className="e-contact-buttons__content-wrapper" id={boxId} role="dialog" aria-label={label} hidden>
            {content}
          </div>
        ) : (
          <div className="e-contact-buttons__content-wrapper" role="group" aria-label={label}>
            {content}
          </div>
        )}
        {skin.toggled ? (
          <div className="e-contact-buttons__chat-button-container">
            <button
              type="button"
              className={cx(
                'e-contact-buttons__chat-button',
                'e-contact-buttons__chat-button-shadow',
                `has-size-${s.style_chat_button_size}`,
                s.chat_button_show_dot === 'yes' && 'has-dot',
              )}
              aria-label={label}
              aria-expanded="false"
              aria-controls={boxId}
            >
              {launcherIcon ? (
                <PlatformIcon platform={launcherIcon} />
              ) : (
                <Icon value={{ value: 'fas fa-comment-dots', library: 'fa-solid' }} />
              )}
            </button>
          </div>
        ) : null}
      </div>
    );
  };
}

function contactWidget(skin: ContactSkin) {
  return defineWidget({
    declaration: contactButtonsDeclaration(skin),
    baseCss: contactButtonsBaseCss,
    css: ({ settings: s, css }) => {
      if (skin.links !== 'none')
        contactLinkColorsCss(
          css,
          s.contact_repeater.map((item) => platformInfo(item.contact_icon_platform).name),
        );
    },
    behaviours: () => (skin.toggled ? ['contact-buttons'] : []),
    Render: renderFor(skin),
  });
}

/** One widget definition per variant, all from the same implementation. */
export const contactButtonsWidgets = CONTACT_SKINS.map(contactWidget);
