// Static CSS of the audio widget: the SoundCloud placeholder takes the player's exact height, so
// loading the player moves nothing; the hosted file uses the browser's own player at full width.
export const audioBaseCss =
  '.elementor-soundcloud-wrapper iframe{display:block;width:100%;border:0}' +
  '.e-audio-placeholder{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:10px;' +
  'padding:16px;text-align:center;color:#fff;background:linear-gradient(135deg,#2b2b2b,#4a3a33);border-radius:4px}' +
  '.e-audio-placeholder__play{display:inline-flex;align-items:center;gap:12px;padding:10px 20px 10px 12px;border:0;border-radius:999px;' +
  'background:var(--e-audio-accent,#ff5500);color:#fff;font:inherit;font-weight:600;cursor:pointer}' +
  '.e-audio-placeholder__play:focus-visible{outline:3px solid #fff;outline-offset:3px}' +
  '.e-audio-placeholder__icon{width:32px;height:32px;border-radius:50%;background:rgba(255,255,255,.2);display:inline-grid;place-items:center}' +
  '.e-audio-placeholder__icon::before{content:"";border-style:solid;border-width:7px 0 7px 11px;border-color:transparent transparent transparent #fff;margin-left:3px}' +
  '.e-audio-placeholder__note{margin:0;font-size:13px;opacity:.85}' +
  '.e-audio-placeholder__note a{color:inherit}' +
  '.e-audio-file{display:block;width:100%}';
