// "The house in four films" on The house page: Elementor Pro's video playlist, the harbour film from the
// site itself and three YouTube links (Elementor's sample video stands in for the hotel's own films),
// each with a still of the house from the demo's images, so the list looks right without the internet
// and nothing loads from YouTube until a guest presses play. The harbour film plays the next when it ends.
import type { ElementNode } from '../../model/element.ts';
import { docBuilder, media, typo } from '../build.ts';
import { C } from '../kit.ts';
import { demoVideoUrl } from '../media/videos.ts';
import { eyebrow, section, text, title } from '../parts.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=XHOmBV4js_E';

const film = (id: string, name: string, duration: string, image: string, link: Record<string, unknown>) => ({
  _id: id,
  title: name,
  duration,
  thumbnail: media(image, 480),
  ...link,
});

export function presentationFilmsSection(): ElementNode {
  // Its own builder: the playlist's id (in `?playlist=`) and the page's other ids stay put.
  const b = docBuilder('presentation-films');
  return section(b, { background_background: 'classic', background_color: C.sand }, [
    eyebrow(b, 'Four short films'),
    title(b, 'The house in four films', { size: 36 }),
    text(
      b,
      '<p>The bay from the tower, the pool above the sea, breakfast under the vine and a night in the tower suite. Pick a film to watch it.</p>',
      {
        maxWidth: 640,
      },
    ),
    b.widget('video-playlist', {
      playlist_title: 'The house in four films',
      playlist_title_tag: 'h3',
      tabs: [
        { _id: 'sea', type: 'section', title: 'The sea' },
        film('harbour', 'The harbour at dusk', '0:06', 'harbour', {
          type: 'hosted',
          hosted_url: { url: demoVideoUrl('harbour-dusk.webm') },
        }),
        film('pool', 'The pool above the sea', '1:12', 'pool', { type: 'youtube', youtube_url: YOUTUBE }),
        { _id: 'inside', type: 'section', title: 'Inside the house' },
        film('breakfast', 'Breakfast under the vine', '0:58', 'breakfast-terrace', { type: 'youtube', youtube_url: YOUTUBE }),
        film('tower', 'A night in the tower suite', '1:35', 'bedroom', { type: 'youtube', youtube_url: YOUTUBE }),
      ],
      show_image_overlay: 'yes',
      image_overlay: media('harbour', 1280),
      autoplay_next: 'yes',
      show_watched_indication: 'yes',
      playlist_name_color: C.primary,
      ...typo('playlist_name_typography', { size: 17 }),
      videos_amount_color: C.text,
      normal_color: C.text,
      normal_duration_color: C.text,
      active_background: C.cream,
      active_color: C.primary,
      active_duration_color: C.primary,
    }),
  ]);
}
