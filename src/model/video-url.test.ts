// Video links a carousel slide may carry, and the two messages of spec §5.
import { describe, expect, it } from 'vitest';
import { checkVideoUrl } from './video-url.ts';

describe('checkVideoUrl', () => {
  it('says "Missing video URL." without a link', () => {
    for (const link of [undefined, '', '   ']) expect(checkVideoUrl(link)).toEqual({ ok: false, message: 'Missing video URL.' });
  });

  it('says "Video URL not supported." for other hosts, other schemes and links without a video id', () => {
    for (const link of [
      'https://vzaar.com/videos/1380051',
      'https://www.dailymotion.com/',
      'https://example.com/watch?v=abc',
      'https://youtube.com.evil.test/watch?v=abc',
      'javascript:alert(1)//youtube.com/watch?v=abc',
      'not a url',
      'https://www.youtube.com/',
      'https://vimeo.com/channels/staff',
      'https://youtu.be/a"b',
    ]) {
      expect(checkVideoUrl(link), link).toEqual({ ok: false, message: 'Video URL not supported.' });
    }
  });

  it('recognises YouTube, Vimeo and Dailymotion links (the three services of spec §5) and gives a privacy-friendly embed', () => {
    expect(checkVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toEqual({
      ok: true,
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
    expect(checkVideoUrl('//youtu.be/dQw4w9WgXcQ')).toMatchObject({ ok: true, id: 'dQw4w9WgXcQ' });
    expect(checkVideoUrl('https://www.youtube.com/embed/abc_DEF-1')).toMatchObject({ ok: true, id: 'abc_DEF-1' });
    expect(checkVideoUrl('https://vimeo.com/channels/staff/76979871')).toMatchObject({
      provider: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
    expect(checkVideoUrl('https://player.vimeo.com/video/76979871')).toMatchObject({ provider: 'vimeo', id: '76979871' });
    expect(checkVideoUrl('https://www.dailymotion.com/video/x8abc12')).toEqual({
      ok: true,
      provider: 'dailymotion',
      id: 'x8abc12',
      embedUrl: 'https://www.dailymotion.com/embed/video/x8abc12?autoplay=1',
    });
    expect(checkVideoUrl('https://dai.ly/x8abc12')).toMatchObject({ provider: 'dailymotion', id: 'x8abc12' });
  });
});
