import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoVideo, undecodableVideo } from '../../testing/media-files';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { makeLesson } from '../../testing/courses';
import { lessonBodyApi } from './api';

// The streaming versions (HLS) of a lesson's video, made by the real API's worker with Debian's
// ffmpeg after the upload: their state on the lesson's page, and "Try again" after a failure.
jest.setTimeout(90_000);

beforeEach(freshStaffSession);

const streaming = () => screen.findByRole('region', { name: 'Streaming' }, { timeout: 20_000 });
const video = () => screen.getByRole('group', { name: 'Video' });

test('no video, no streaming section; an uploaded video is made into streaming versions', async () => {
  const { course, lesson } = await makeLesson('Streaming course');
  renderAdminAt(`/Admin/courses/${course.id}/lessons/${lesson.id}`);
  await screen.findByRole('heading', { name: `Lesson “${lesson.name}”` });
  expect(screen.queryByRole('region', { name: 'Streaming' })).not.toBeInTheDocument();

  const user = userEvent.setup();
  await user.upload(within(video()).getByLabelText('Choose a file: video'), demoVideo());
  const section = await streaming();
  // A 320×180 demo clip: one version, never upscaled.
  expect(
    await within(section).findByText('Streamed in 180p.', {}, { timeout: 60_000 }),
  ).toHaveAttribute('role', 'status');
  expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('a file ffmpeg cannot decode: its reason is shown, learners keep the MP4, and staff try again', async () => {
  const { course, lesson } = await makeLesson('Streaming course');
  renderAdminAt(`/Admin/courses/${course.id}/lessons/${lesson.id}`);
  await screen.findByRole('heading', { name: `Lesson “${lesson.name}”` });
  const user = userEvent.setup();
  await user.upload(within(video()).getByLabelText('Choose a file: video'), undecodableVideo());
  const section = await streaming();
  const failed = await within(section).findByText(
    /^The streaming versions could not be made: ffprobe could not read the video: .*Invalid data found when processing input\. Learners get the MP4\.$/,
    {},
    { timeout: 60_000 },
  );
  expect(failed).toHaveAttribute('role', 'status');
  expect(await lessonBodyApi.read(lesson.id)).toMatchObject({ has_video: true });

  await user.click(within(section).getByRole('button', { name: 'Try again' }));
  // Queued (or already taken by the worker), then failed again, with the same reason.
  await within(section).findByText(
    /^(Waiting to make the streaming versions|Making the streaming versions|The streaming versions could not be made)/,
  );
  expect(await seriousAxeViolations()).toEqual([]);
  await within(section).findByRole('button', { name: 'Try again' }, { timeout: 60_000 });
});
