import { setMediaEnvironment } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';

import { INTRO_VIDEO_URL, IntroSplash, SPLASH_DURATION_MS } from './IntroSplash';

// jsdom has no matchMedia: each test installs the browser's answer for reduced motion.
const preferReducedMotion = (reducedMotion: boolean) =>
  setMediaEnvironment({ width: 1024, reducedMotion });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('IntroSplash', () => {
  it('plays a muted, hidden-from-assistive-tech video for about 100 ms', () => {
    preferReducedMotion(false);
    render(<IntroSplash />);
    const splash = screen.getByTestId('intro-splash');
    expect(splash).toHaveAttribute('aria-hidden', 'true');
    const video = splash.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video).toHaveAttribute('src', INTRO_VIDEO_URL);

    expect(SPLASH_DURATION_MS).toBe(100);
    act(() => jest.advanceTimersByTime(SPLASH_DURATION_MS - 1));
    expect(screen.getByTestId('intro-splash')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('intro-splash')).not.toBeInTheDocument();
  });

  it('is skipped for prefers-reduced-motion', () => {
    preferReducedMotion(true);
    render(<IntroSplash />);
    expect(screen.queryByTestId('intro-splash')).not.toBeInTheDocument();
  });
});
