import { apiClient, setRuntimeConfig } from '@academy/shared';
import {
  html,
  json,
  routes,
  startLocalServer,
  type LocalReply,
  type LocalServer,
} from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { ExamHubPage } from './ExamHubPage';

// The hub against a local server answering like the API, or like a proxy gone wrong.
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

function renderHub(path = '/Exam/PMP') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Exam/:examId?" element={<ExamHubPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ExamHubPage', () => {
  it('lists the topics and exams of PMP', async () => {
    api.setHandler(
      routes({
        '/api/PMP/topics': json([{ id: 1, name: 'Integration Management' }]),
        '/api/PMP/exams': json([{ id: 5, name: 'Full Mock Exam' }]),
      }),
    );
    renderHub();
    expect(await screen.findByRole('link', { name: 'Full Mock Exam' })).toHaveAttribute(
      'href',
      '/Exam/E5',
    );
    expect(screen.getByRole('link', { name: 'Integration Management' })).toBeInTheDocument();
    expect(document.title).toBe('Exams · PMP | Academy');
  });

  it.each<[string, LocalReply]>([
    ['an HTML page', html()],
    ['an object instead of a list', json({ detail: 'Not found.' })],
    ['items of another shape', json([{ id: '1', title: 'x' }])],
  ])('treats %s as a failed load: logged only, nothing else shown', async (_, reply) => {
    api.setHandler(
      routes({
        '/api/PMP/topics': json([{ id: 1, name: 'Integration Management' }]),
        '/api/PMP/exams': reply,
      }),
    );
    renderHub();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[exam] could not load the exam list',
        expect.anything(),
      ),
    );
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('treats a question set that is not one as a failed load: Continue stays disabled', async () => {
    api.setHandler(
      routes({
        '/api/PMP/topics': json([{ id: 1, name: 'Integration Management' }]),
        '/api/PMP/exams': json([]),
        '/api/PMP/topics/1': html(),
      }),
    );
    renderHub('/Exam/T1');
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[exam] could not load PMP/topic/1',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
