import { apiClient, setRuntimeConfig, type Instructor } from '@academy/shared';
import { FreshQueryClient, silenceConsoleError } from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';

import { setUpCatalogApi } from '../../testing/catalog-api';
import { InstructorsPage } from './InstructorsPage';
import InstructorsSection from './InstructorsSection';

// Home's instructors carousel and the /Instructors page against the real API (demo content).
const catalogApi = setUpCatalogApi();
let instructors: Instructor[];

beforeAll(async () => {
  instructors = (await apiClient.get<Instructor[]>('/instructors/')).data;
  expect(instructors.length).toBeGreaterThan(0);
});

describe('InstructorsSection with the API', () => {
  it('shows a spinner, then the carousel with a slide per instructor', async () => {
    render(<InstructorsSection />, { wrapper: FreshQueryClient });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the instructors');
    const carousel = await screen.findByRole('group', { name: 'Instructors' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { name: / of \d+$/ });
    expect(slides).toHaveLength(instructors.length);
    instructors.forEach((instructor, index) => {
      const slide = within(slides[index]!);
      expect(slide.getByRole('heading', { name: instructor.name })).toBeInTheDocument();
      expect(slide.getByRole('img', { name: instructor.name })).toHaveAttribute(
        'src',
        instructor.image,
      );
      expect(slide.getByText(instructor.review)).toBeInTheDocument();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('when the list cannot be fetched', () => {
    const consoleError = silenceConsoleError();

    it.each(catalogApi.failingApiBases)(
      '%s: logged, the spinner stays, no message',
      async (_, apiBaseUrl) => {
        setRuntimeConfig({ apiBaseUrl: await apiBaseUrl() });
        render(<InstructorsSection />, { wrapper: FreshQueryClient });
        await waitFor(() =>
          expect(consoleError).toHaveBeenCalledWith(
            '[catalog] could not load the instructors',
            expect.anything(),
          ),
        );
        expect(screen.getByRole('status')).toHaveTextContent('Loading the instructors');
        expect(screen.queryByRole('group')).not.toBeInTheDocument();
        expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      },
    );
  });
});

describe('/Instructors', () => {
  it("is titled 'Our Instructors' and shows every instructor's card", async () => {
    document.title = 'Academy';
    render(<InstructorsPage />, { wrapper: FreshQueryClient });
    expect(document.title).toBe('Our Instructors | Academy');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Instructors' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the instructors');
    await screen.findByRole('heading', { name: instructors[0]!.name });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      instructors.map((instructor) => instructor.name),
    );
    for (const instructor of instructors) {
      if (instructor.LinkdIn)
        expect(
          screen.getByRole('link', { name: new RegExp(`LinkedIn profile of ${instructor.name}`) }),
        ).toHaveAttribute('href', instructor.LinkdIn);
    }
  });

  it("leaves Home's title to the shell in the section it embeds", async () => {
    document.title = 'Academy — The Best Academy for your business';
    render(<InstructorsSection />, { wrapper: FreshQueryClient });
    await screen.findByRole('heading', { name: instructors[0]!.name });
    expect(document.title).toBe('Academy — The Best Academy for your business');
  });
});
