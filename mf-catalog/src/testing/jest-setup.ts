import { setMediaEnvironment } from '@academy/shared/testing';

// A desktop window without a reduced-motion preference unless a test says otherwise.
beforeEach(() => setMediaEnvironment({ width: 1280, reducedMotion: false }));
