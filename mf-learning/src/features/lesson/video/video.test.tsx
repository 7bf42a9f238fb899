import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@academy/shared/testing';

import { LessonView } from '../LessonView';
import { QualityMenu } from './QualityMenu';
import type { VideoQuality } from './use-hls-source';

// Which source the lesson's <video> gets. jsdom has no Media Source Extensions, so hls.js itself
// is exercised in Chromium (e2e/src/lesson-hls.e2e.ts); here, the MP4 and native HLS paths.

const MP4 = '/api/media/lessons/12/video?u=4&expires=1900000000&sig=abc';
const HLS = '/api/media/lessons/12/hls/4.1900000000.sig/master.m3u8';
const POSTER = '/api/media/lessons/12/hls/4.1900000000.sig/poster.jpg';

const lesson = {
  course: 3,
  name: 'Lec 2 - Integration Management',
  video_file: MP4,
  video_hls: null as string | null,
  video_poster: null as string | null,
  pdf_file: null,
};

function renderView(shown = lesson) {
  const view = render(
    <MemoryRouter>
      <LessonView lesson={shown} />
    </MemoryRouter>,
  );
  return view.container.querySelector('video') as HTMLVideoElement;
}

afterEach(() => {
  jest.restoreAllMocks();
});

test('before the transcode the MP4 plays, download still disabled, and there is no quality menu', () => {
  const video = renderView();
  expect(video).toHaveAttribute('src', MP4);
  expect(video).toHaveAttribute('data-player', 'mp4');
  expect(video).not.toHaveAttribute('poster');
  expect(video).toHaveAttribute('controlslist', 'nodownload');
  expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
});

test('a browser with its own HLS and no Media Source plays the stream itself, with the poster', () => {
  jest
    .spyOn(HTMLMediaElement.prototype, 'canPlayType')
    .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
  const video = renderView({ ...lesson, video_hls: HLS, video_poster: POSTER });
  expect(video).toHaveAttribute('src', HLS);
  expect(video).toHaveAttribute('data-player', 'native-hls');
  expect(video).toHaveAttribute('poster', POSTER);
  expect(video).toHaveAttribute('controlslist', 'nodownload');
  expect(video).toHaveAttribute('disablepictureinpicture');
});

test('a browser that can play neither HLS way gets the MP4', () => {
  const video = renderView({ ...lesson, video_hls: HLS, video_poster: POSTER });
  expect(video).toHaveAttribute('src', MP4);
  expect(video).toHaveAttribute('data-player', 'mp4');
});

describe('QualityMenu', () => {
  const quality = (overrides: Partial<VideoQuality> = {}): VideoQuality => ({
    levels: [
      { index: 0, height: 360 },
      { index: 1, height: 720 },
    ],
    selected: -1,
    playing: 0,
    choose: jest.fn(),
    ...overrides,
  });

  test('offers automatic quality (saying what plays now) and each rendition, highest first', async () => {
    const shown = quality();
    render(<QualityMenu quality={shown} />);
    const select = screen.getByRole('combobox', { name: 'Quality' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto (360p)', '720p', '360p']);
    expect(select).toHaveValue('-1');
    await userEvent.selectOptions(select, '720p');
    expect(shown.choose).toHaveBeenCalledWith(1);
  });

  test('says Auto alone before a rendition plays, and shows nothing for a single rendition', () => {
    const { rerender } = render(<QualityMenu quality={quality({ playing: null })} />);
    expect(screen.getByRole('option', { name: 'Auto' })).toBeInTheDocument();
    rerender(<QualityMenu quality={quality({ levels: [{ index: 0, height: 180 }] })} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
