import type { BlogPost } from '@academy/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PostDialog, postParagraphs } from './PostDialog';

const post: BlogPost = {
  id: 12,
  title: 'Exam day checklist',
  content: `Sleep well ${'z'.repeat(150)}\nBring your ID.\r\n\r\nArrive early.`,
  image: '/media/blog-12.svg',
  pdf: '/media/blog-12.pdf',
  author_name: null,
  date_posted: '2023-09-08T07:30:00Z',
};

function renderDialog(overrides: Partial<BlogPost> = {}) {
  const onClose = jest.fn();
  render(
    <>
      <button type="button">Outside</button>
      <PostDialog post={{ ...post, ...overrides }} onClose={onClose} />
    </>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Exam day checklist' }) };
}

test('shows the whole post, its meta, image and PDF link, named by its title', () => {
  const { dialog } = renderDialog();
  expect(dialog).toHaveAttribute('open');
  expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Exam day checklist');
  expect(within(dialog).getByText(`Sleep well ${'z'.repeat(150)}`)).toBeInTheDocument();
  expect(within(dialog).getByText('Bring your ID.')).toBeInTheDocument();
  expect(within(dialog).getByText('Arrive early.')).toBeInTheDocument();
  expect(within(dialog).getByText('Unknown').closest('p')).toHaveTextContent(
    'By Unknown · 8 September 2023',
  );
  expect(within(dialog).getByRole('img', { name: 'Exam day checklist' })).toHaveAttribute(
    'src',
    '/media/blog-12.svg',
  );
  const pdf = within(dialog).getByRole('link', {
    name: 'Open the PDF of “Exam day checklist” (opens in a new tab)',
  });
  expect(pdf).toHaveTextContent('Open the PDF');
  expect(pdf).toHaveAttribute('href', '/media/blog-12.pdf');
  expect(pdf).toHaveAttribute('target', '_blank');
  expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
});

test('has no image and no PDF link when the post has none', () => {
  const { dialog } = renderDialog({ image: null, pdf: null });
  expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
});

test('starts with focus on Close and keeps Tab and Shift+Tab inside', async () => {
  const user = userEvent.setup();
  const { dialog } = renderDialog();
  const close = within(dialog).getByRole('button', { name: 'Close' });
  const pdf = within(dialog).getByRole('link');
  expect(close).toHaveFocus();
  await user.tab();
  expect(pdf).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(pdf).toHaveFocus();
  await user.tab({ shift: true });
  expect(close).toHaveFocus();

  // Focus on the dialog itself (a click on its text): Tab goes to its first control.
  dialog.focus();
  await user.tab();
  expect(close).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Outside', hidden: true })).not.toHaveFocus();
});

test('Escape closes it', async () => {
  const user = userEvent.setup();
  const { dialog, onClose } = renderDialog();
  await user.keyboard('{Escape}');
  expect(dialog).not.toHaveAttribute('open');
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
});

test('Close closes it', async () => {
  const user = userEvent.setup();
  const { dialog, onClose } = renderDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(dialog).not.toHaveAttribute('open');
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
});

test('postParagraphs splits at line breaks and drops blank lines', () => {
  expect(postParagraphs('One.\nTwo.\r\n\r\n  \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  expect(postParagraphs('Only one.')).toEqual(['Only one.']);
});
