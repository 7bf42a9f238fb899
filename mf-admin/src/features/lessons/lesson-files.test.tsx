import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoPdf, demoVideo, pdfPosingAsVideo } from '../../testing/media-files';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { makeLesson } from '../../testing/courses';
import { lessonBodyApi } from './api';

// A lesson's video and PDF, uploaded by tus (tus-js-client's browser build on jsdom's XHR) to the
// real API's /api/admin/uploads/, then attached by a PATCH of the lesson.
jest.setTimeout(30_000);

beforeEach(freshStaffSession);

const fieldset = (name: string) => screen.getByRole('group', { name });

test('uploads a video and a PDF: progress, attached, the lesson has both; Remove detaches', async () => {
  const { course, lesson } = await makeLesson('Uploads course');
  const user = userEvent.setup();
  renderAdminAt(`/Admin/courses/${course.id}/lessons/${lesson.id}`);
  expect(await screen.findByRole('heading', { name: `Lesson “${lesson.name}”` })).toBeVisible();
  expect(within(fieldset('Video')).getByText('Nothing attached.')).toBeInTheDocument();

  await user.upload(within(fieldset('Video')).getByLabelText('Choose a file: video'), demoVideo());
  expect(await screen.findByText('Video attached.', {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() =>
    expect(within(fieldset('Video')).getByText(/^Video attached \(\w+\.mp4\)\.$/)).toBeVisible(),
  );
  expect(within(fieldset('Video')).getByRole('status')).toHaveTextContent(
    '“lesson-c.mp4” is attached.',
  );

  await user.upload(within(fieldset('PDF')).getByLabelText('Choose a file: pdf'), demoPdf());
  await waitFor(() =>
    expect(within(fieldset('PDF')).getByText(/^PDF attached \(\w+\.pdf\)\.$/)).toBeVisible(),
  );
  const saved = await lessonBodyApi.read(lesson.id);
  expect(saved).toMatchObject({ has_video: true, has_pdf: true });
  // Finished uploads leave nothing to resume.
  expect(Object.keys(window.localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]);
  expect(await seriousAxeViolations()).toEqual([]);

  await user.click(within(fieldset('PDF')).getByRole('button', { name: 'Remove the pdf' }));
  expect(await screen.findByText('PDF removed.')).toBeInTheDocument();
  await waitFor(() => expect(within(fieldset('PDF')).getByText('Nothing attached.')).toBeVisible());
  expect(await lessonBodyApi.read(lesson.id)).toMatchObject({ has_video: true, has_pdf: false });
});

test('a file that is not a video: the API’s refusal on the field, nothing attached', async () => {
  const { course, lesson } = await makeLesson('Uploads course');
  const user = userEvent.setup();
  renderAdminAt(`/Admin/courses/${course.id}/lessons/${lesson.id}`);
  const picker = await screen.findByLabelText('Choose a file: video');
  await user.upload(picker, pdfPosingAsVideo());
  const refusal = await within(fieldset('Video')).findByRole('alert', {}, { timeout: 10_000 });
  expect(refusal).toHaveTextContent('The file is not an MP4 or WebM video.');
  expect(
    within(fieldset('Video')).getByLabelText('Choose a file: video'),
  ).toHaveAccessibleDescription('The file is not an MP4 or WebM video.');
  expect(await lessonBodyApi.read(lesson.id)).toMatchObject({ has_video: false });
});
