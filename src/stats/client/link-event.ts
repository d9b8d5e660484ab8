// Which link clicks are statistics events, and their record (spec §3, the plugin's field names):
// a link to a file with a download extension is a `file_download`, a link leaving the site a
// `click`; a link within the site is no event (its page view is counted as a hit).

export interface LinkEventOptions {
  linkTracking: boolean;
  downloadTracking: boolean;
  fileExtensions: readonly string[];
  /** The page's host: links to it are internal. */
  host: string;
  /** The page's source id (`pid`). */
  pageId: number;
}

export interface LinkClick {
  href: string;
  id: string;
  className: string;
  text: string;
  /** The mouse button (0 main, 1 middle). */
  button: number;
  /** Milliseconds since the epoch. */
  now: number;
}

export type LinkEventRecord = Record<string, string>;

const MAX_TEXT = 200;

/** The record to send for a click, or undefined when it is no event (or its kind is not tracked). */
export function linkEvent(click: LinkClick, options: LinkEventOptions): LinkEventRecord | undefined {
  let url: URL;
  try {
    url = new URL(click.href);
  } catch {
    return undefined;
  }
  if (url.protocol === 'javascript:') return undefined;
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  const extension = dot > 0 ? file.slice(dot + 1).toLowerCase() : '';
  const isDownload = extension !== '' && options.fileExtensions.includes(extension);
  if (isDownload ? !options.downloadTracking : !options.linkTracking) return undefined;
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  if (!isDownload && isWeb && url.host === options.host) return undefined;
  const record: LinkEventRecord = {
    en: isDownload ? 'file_download' : 'click',
    et: String(click.now),
    eid: click.id,
    ec: click.className,
    ev: click.text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT),
    mb: String(click.button),
    fn: isDownload ? safeDecode(file.slice(0, dot)) : '',
    fx: isDownload ? extension : '',
    m: '',
    tu: url.href,
    pid: String(options.pageId),
  };
  // The plugin's WooCommerce download fields: Foyer has no shop, so never a WooCommerce download.
  if (isDownload) Object.assign(record, { wcdl: 'false', df: '', dk: '' });
  return record;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
