// Audio widget. Elementor's is a SoundCloud embed, which loads SoundCloud's player, scripts and
// cookies with the page. Here a SoundCloud link renders a placeholder of the player's size with a
// play button: nothing is fetched from SoundCloud until the visitor presses it (the `audio-embed`
// behaviour then puts the player in its place). A link to an audio file plays in the browser's own
// <audio> player, with no JavaScript at all.
import { labelFromUrl } from '../shared/links.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { audioBaseCss } from './base-css.ts';
import { audioDeclaration } from './schema.ts';
import { audioSource } from './sources.ts';
import { safeColour } from '../../model/colour.ts';

export const audio = defineWidget({
  declaration: audioDeclaration,
  baseCss: audioBaseCss,
  behaviours: (s) => (audioSource(s)?.kind === 'soundcloud' ? ['audio-embed'] : []),
  Render: ({ settings: s }) => {
    const source = audioSource(s);
    if (!source) return null;
    if (source.kind === 'file') {
      const label = labelFromUrl(source.src) || 'Audio';
      return (
        <audio className="e-audio-file" controls preload="metadata" src={source.src} aria-label={label}>
          <a href={source.src}>Download {label}</a>
        </audio>
      );
    }
    const label = labelFromUrl(source.page) || 'SoundCloud';
    const accent = safeColour(s.sc_color);
    return (
      <div className="elementor-soundcloud-wrapper">
        <div
          className="e-audio-placeholder"
          style={{ height: source.height, ...(accent ? { ['--e-audio-accent' as string]: accent } : {}) }}
          data-embed={source.embed}
          data-embed-height={source.height}
          data-embed-title={`SoundCloud player: ${label}`}
        >
          <button type="button" className="e-audio-placeholder__play">
            <span className="e-audio-placeholder__icon" aria-hidden="true" />
            Play “{label}” from SoundCloud
          </button>
          <p className="e-audio-placeholder__note">
            Playing loads SoundCloud’s player, which sets its own cookies.{' '}
            <a href={source.page} rel="noopener" target="_blank">
              Open on soundcloud.com
            </a>
          </p>
        </div>
      </div>
    );
  },
});
