import { describe, expect, it } from 'vitest';
import { thumbnailSource } from './video-thumbnail-source.ts';

describe('thumbnailSource', () => {
  it('asks YouTube’s image host for the largest thumbnail first, then the one every video has', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=XHOmBV4js_E',
      'https://youtu.be/XHOmBV4js_E?t=4',
      'https://www.youtube-nocookie.com/embed/XHOmBV4js_E',
      '//www.youtube.com/shorts/XHOmBV4js_E',
    ]) {
      expect(thumbnailSource(link)).toEqual({
        provider: 'youtube',
        id: 'XHOmBV4js_E',
        source: {
          kind: 'image',
          urls: ['https://i.ytimg.com/vi/XHOmBV4js_E/maxresdefault.jpg', 'https://i.ytimg.com/vi/XHOmBV4js_E/hqdefault.jpg'],
        },
      });
    }
  });

  it('asks Vimeo’s and Dailymotion’s oEmbed endpoints about the video’s own page', () => {
    expect(thumbnailSource('https://player.vimeo.com/video/235215203?h=abc')).toEqual({
      provider: 'vimeo',
      id: '235215203',
      source: { kind: 'oembed', url: 'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F235215203' },
    });
    expect(thumbnailSource('https://dai.ly/x6tqhqb')?.source).toEqual({
      kind: 'oembed',
      url: 'https://www.dailymotion.com/services/oembed?url=https%3A%2F%2Fwww.dailymotion.com%2Fvideo%2Fx6tqhqb',
    });
  });

  it('uses the bases it is given (a local server in tests)', () => {
    const bases = { youtube: 'http://127.0.0.1:9/yt/', vimeo: 'http://127.0.0.1:9', dailymotion: 'http://127.0.0.1:9/dm' };
    expect(thumbnailSource('https://youtu.be/abc', bases)?.source).toEqual({
      kind: 'image',
      urls: ['http://127.0.0.1:9/yt/vi/abc/maxresdefault.jpg', 'http://127.0.0.1:9/yt/vi/abc/hqdefault.jpg'],
    });
    expect(thumbnailSource('https://vimeo.com/1', bases)?.source).toMatchObject({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:9\/api\/oembed\.json\?/),
    });
    expect(thumbnailSource('https://www.dailymotion.com/video/x1', bases)?.source).toMatchObject({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:9\/dm\/services\/oembed\?/),
    });
  });

  it('has nothing for other links, VideoPress and hosted files included', () => {
    for (const link of [
      undefined,
      '',
      'https://videopress.com/v/ZCAOzTNk',
      '/uploads/demo/harbour-dusk.webm',
      'https://evil.example/watch?v=x',
      'javascript:alert(1)',
    ]) {
      expect(thumbnailSource(link)).toBeUndefined();
    }
  });
});
