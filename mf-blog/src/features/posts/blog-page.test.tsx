import { apiClient, setRuntimeConfig } from '@academy/shared';
import {
  html,
  json,
  startLocalServer,
  type LocalReply,
  type LocalServer,
} from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';

import { BlogPage } from './BlogPage';

// The page runs against a local server answering like the API, or like a proxy that went wrong.
let api: LocalServer;
apiClient.defaults.timeout = 0;
let consoleError: jest.SpyInstance;

beforeEach(async () => {
  api = await startLocalServer();
  setRuntimeConfig({ apiBaseUrl: `${api.url}/api` });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  consoleError.mockRestore();
  await api.close();
});

const post = {
  id: 1,
  title: 'Agile in practice',
  content: 'Scrum and Kanban.',
  image: null,
  pdf: null,
  author_name: null,
  date_posted: '2026-11-01T09:30:00Z',
};

function answerBlogs(reply: LocalReply) {
  api.setHandler((request) =>
    request.url === '/api/blogs/' ? reply : json({ detail: 'Not found.' }, 404),
  );
}

describe('BlogPage', () => {
  it("shows 'Our Blogs' with the posts the API lists", async () => {
    answerBlogs(json([post]));
    render(<BlogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Read “Agile in practice”' })).toBeVisible();
    expect(screen.getByText(/Unknown/)).toBeInTheDocument();
    expect(document.title).toBe('Our Blogs | Academy');
  });

  it.each([
    ['an HTML page', html()],
    ['an object instead of a list', json({ detail: 'Maintenance' })],
    ['a list of something else', json([{ id: 1, name: 'not a post' }])],
    ['a server error', json({ detail: 'Server error' }, 500)],
  ])('treats %s as a failed load: logged only, the placeholders stay', async (_, reply) => {
    answerBlogs(reply);
    render(<BlogPage />);
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[blog] could not load the blog posts',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the blog posts')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
