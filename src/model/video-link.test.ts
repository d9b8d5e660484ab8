import { describe, expect, it } from 'vitest';
import { hostedLoopJump, hostedSrc, segment, segmentRestartMs, videoSource } from './video-link.ts';

describe('background video links', () => {
  it('detects YouTube links of every shape', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=3y7UiiRplXw&ab_channel=PexBell',
      'https://youtu.be/3y7UiiRplXw?t=4',
      'https://www.youtube.com/embed/3y7UiiRplXw',
      'https://youtube.com/shorts/3y7UiiRplXw',
      'https://m.youtube.com/watch?feature=share&v=3y7UiiRplXw',
      'https://www.youtube-nocookie.com/embed/3y7UiiRplXw',
    ]) {
      expect(videoSource(link), link).toEqual({ provider: 'youtube', id: '3y7UiiRplXw' });
    }
  });

  it('detects Vimeo links, with a private link hash', () => {
    expect(videoSource('https://vimeo.com/235215203')).toEqual({ provider: 'vimeo', id: '235215203' });
    expect(videoSource('https://vimeo.com/235215203/a1b2c3d4e5')).toEqual({ provider: 'vimeo', id: '235215203', hash: 'a1b2c3d4e5' });
    expect(videoSource('https://player.vimeo.com/video/235215203?h=ff00aa&badge=0')).toEqual({
      provider: 'vimeo',
      id: '235215203',
      hash: 'ff00aa',
    });
  });

  it('plays any other safe link as a hosted file, and nothing for unsafe or empty ones', () => {
    expect(videoSource(' https://cdn.example/clips/sea.mp4 ')).toEqual({ provider: 'hosted', url: 'https://cdn.example/clips/sea.mp4' });
    expect(videoSource('/uploads/demo/harbour-dusk.webm')).toEqual({ provider: 'hosted', url: '/uploads/demo/harbour-dusk.webm' });
    expect(videoSource('https://notyoutube.com/watch?v=3y7UiiRplXw')).toEqual({
      provider: 'hosted',
      url: 'https://notyoutube.com/watch?v=3y7UiiRplXw',
    });
    expect(videoSource('javascript:alert(1)')).toBeUndefined();
    expect(videoSource('https://x.example/a b.mp4')).toBeUndefined();
    expect(videoSource('')).toBeUndefined();
    expect(videoSource(42)).toBeUndefined();
  });
});

describe('start and end of a looping video', () => {
  it('reads the segment, ignoring an end that is not after the start', () => {
    expect(segment('', '')).toEqual({ start: 0 });
    expect(segment(0, 20)).toEqual({ start: 0, end: 20 });
    expect(segment('5', '12')).toEqual({ start: 5, end: 12 });
    expect(segment(8, 3)).toEqual({ start: 8 });
    expect(segment(-2, 'x')).toEqual({ start: 0 });
  });

  it('asks the browser for the segment with a media fragment', () => {
    expect(hostedSrc('/v.webm', 0)).toBe('/v.webm');
    expect(hostedSrc('/v.webm', 2)).toBe('/v.webm#t=2');
    expect(hostedSrc('/v.webm#t=9', 1, 3)).toBe('/v.webm#t=1,3');
  });

  it('jumps a hosted video back to its start within 0.5 s of the end', () => {
    const loop = { start: 1, end: 3, duration: 6 };
    expect(hostedLoopJump({ ...loop, time: 2.49 })).toBeUndefined();
    expect(hostedLoopJump({ ...loop, time: 2.5 })).toBe(1);
    expect(hostedLoopJump({ ...loop, time: 3.2 })).toBe(1);
    // No end: the file's own end; an unknown duration waits.
    expect(hostedLoopJump({ start: 0, duration: 6, time: 5.4 })).toBeUndefined();
    expect(hostedLoopJump({ start: 0, duration: 6, time: 5.5 })).toBe(0);
    expect(hostedLoopJump({ start: 0, duration: NaN, time: 100 })).toBeUndefined();
    // An end past the file's end: the file ends first.
    expect(hostedLoopJump({ start: 0, end: 60, duration: 6, time: 5.6 })).toBe(0);
  });

  it('restarts a YouTube or Vimeo segment after (end − start + 1) s', () => {
    expect(segmentRestartMs(0, 20)).toBe(21_000);
    expect(segmentRestartMs(5, 12)).toBe(8_000);
  });
});
