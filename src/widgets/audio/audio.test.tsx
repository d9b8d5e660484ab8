import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { audio } from './render.tsx';
import { audioDeclaration, type AudioSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(audio, raw);
const TRACK = 'https://soundcloud.com/casa-alba/morning-on-the-terrace';

describe('audio widget', () => {
  it('has Elementor defaults', () => {
    const s = audio.schema.parse({}) as AudioSettings;
    expect([s.visual, s.sc_auto_play, s.sc_buying, s.sc_show_artwork]).toEqual(['no', '', 'yes', 'yes']);
  });

  it('falls back to defaults for invalid settings', () => {
    const { invalidKeys, settings } = run({ visual: 'maybe', sc_buying: 'on', link: 'x' });
    expect(invalidKeys.sort()).toEqual(['link', 'sc_buying', 'visual']);
    expect(settings.visual).toBe('no');
  });

  it('serialises its form with the Elementor control names', () => {
    const { names } = serialisedForm(audioDeclaration);
    for (const n of ['link', 'visual', 'sc_auto_play', 'sc_show_comments', 'sc_color']) expect(names).toContain(n);
  });

  it('renders a SoundCloud link as a same-size placeholder that loads nothing from SoundCloud', () => {
    const { html, settings } = run({ link: { url: TRACK }, visual: 'yes', sc_buying: '', sc_color: '#ff7700' });
    expect(html).not.toMatch(/<iframe|<script|<img/);
    expect(html).toContain('style="height:400px;--e-audio-accent:#ff7700"');
    expect(html).toContain('<button type="button" class="e-audio-placeholder__play">');
    expect(html).toContain('Play “morning on the terrace” from SoundCloud');
    const embed = /data-embed="([^"]+)"/.exec(html)?.[1].replaceAll('&amp;', '&') ?? '';
    const url = new URL(embed);
    expect(url.origin + url.pathname).toBe('https://w.soundcloud.com/player/');
    expect(url.searchParams.get('url')).toBe(TRACK);
    expect([
      url.searchParams.get('visual'),
      url.searchParams.get('auto_play'),
      url.searchParams.get('buying'),
      url.searchParams.get('color'),
    ]).toEqual(['true', 'true', 'false', 'ff7700']);
    expect(audio.behaviours?.(settings as AudioSettings)).toEqual(['audio-embed']);
  });

  it('plays a hosted file in the native player with no behaviour', () => {
    const { html, settings } = run({ link: { url: '/uploads/terrace-birdsong.mp3' } });
    expect(html).toBe(
      '<audio class="e-audio-file" controls="" preload="metadata" src="/uploads/terrace-birdsong.mp3" aria-label="terrace birdsong">' +
        '<a href="/uploads/terrace-birdsong.mp3">Download terrace birdsong</a></audio>',
    );
    expect(audio.behaviours?.(settings as AudioSettings)).toEqual([]);
  });

  it('renders nothing for unplayable or unsafe links', () => {
    expect(run({ link: { url: 'javascript:alert(1)' } }).html).toBe('');
    expect(run({ link: { url: 'https://example.com/page' } }).html).toBe('');
    expect(run({ link: { url: 'http://soundcloud.com.evil.example/x' } }).html).toBe('');
  });
});
