import type { Instructor } from '@academy/shared';
import { setMediaEnvironment } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import type { SwiperClass } from 'swiper/react';

import {
  INSTRUCTOR_BREAKPOINTS,
  INSTRUCTOR_CARD_SPACING,
  INSTRUCTORS_PER_VIEW,
  instructorCarouselOptions,
} from './carousel-options';
import InstructorCarousel from './InstructorCarousel';

const instructor = (id: number, name: string): Instructor => ({
  id,
  name,
  image: `/media/instructor-${id}.svg`,
  review: `${name} teaches project management.`,
  mobile_number: `+966 50 000 010${id}`,
  LinkdIn: `https://www.linkedin.com/in/example-${id}`,
});
const four = [
  instructor(1, 'Sara Haddad'),
  instructor(2, 'Omar Khalil'),
  instructor(3, 'Lina Mansour'),
  instructor(4, 'Yusuf Nasser'),
];

/** The swiper instance swiper keeps on its container element. */
function swiperOf(container: HTMLElement): SwiperClass {
  const el = container.querySelector<HTMLElement & { swiper?: SwiperClass }>('.swiper');
  if (!el?.swiper) throw new Error('no swiper was initialised');
  return el.swiper;
}

describe('instructorCarouselOptions', () => {
  it('shows 3 cards 30 px apart, fewer under 860 px and 560 px', () => {
    const options = instructorCarouselOptions(false);
    expect(INSTRUCTORS_PER_VIEW).toBe(3);
    expect(INSTRUCTOR_CARD_SPACING).toBe(30);
    expect(options.slidesPerView).toBe(3);
    expect(options.spaceBetween).toBe(30);
    expect(options.breakpoints).toEqual({
      0: { slidesPerView: 1 },
      560: { slidesPerView: 2 },
      860: { slidesPerView: 3 },
    });
    expect(INSTRUCTOR_BREAKPOINTS).toEqual({ two: 560, three: 860 });
  });

  it('has clickable pagination and animates slides unless the user asked for less motion', () => {
    expect(instructorCarouselOptions(false).pagination).toMatchObject({ clickable: true });
    expect(instructorCarouselOptions(false).speed).toBeGreaterThan(0);
    expect(instructorCarouselOptions(true).speed).toBe(0);
  });
});

describe('InstructorCarousel', () => {
  it('is a labelled carousel of one slide per instructor with the whole card', () => {
    render(<InstructorCarousel instructors={four} />);
    const carousel = screen.getByRole('group', { name: 'Instructors' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { name: /of 4$/ });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    const first = within(slides[0]!);
    expect(first.getByRole('heading', { name: 'Sara Haddad' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Sara Haddad' })).toHaveAttribute(
      'src',
      '/media/instructor-1.svg',
    );
    expect(first.getByText('Sara Haddad teaches project management.')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '+966 50 000 0101' })).toHaveAttribute(
      'href',
      'tel:+966500000101',
    );
    expect(
      first.getByRole('link', { name: 'LinkedIn profile of Sara Haddad (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/in/example-1');
  });

  it.each([
    [1280, 3],
    [860, 3],
    [859, 2],
    [800, 2],
    [560, 2],
    [559, 1],
    [500, 1],
  ])('at a %i px wide window shows %i card(s) a view', (width, perView) => {
    setMediaEnvironment({ width, reducedMotion: false });
    const { container } = render(<InstructorCarousel instructors={four} />);
    const swiper = swiperOf(container);
    expect(swiper.params.slidesPerView).toBe(perView);
    expect(swiper.params.spaceBetween).toBe(30);
  });

  it('slides instantly for reduced-motion users', () => {
    setMediaEnvironment({ width: 1280, reducedMotion: true });
    const { container } = render(<InstructorCarousel instructors={four} />);
    expect(swiperOf(container).params.speed).toBe(0);
  });

  it('turns the arrow keys on only while focus is inside the carousel', () => {
    const { container } = render(
      <>
        <button type="button">Elsewhere</button>
        <InstructorCarousel instructors={four} />
      </>,
    );
    const swiper = swiperOf(container);
    expect(swiper.keyboard.enabled).toBe(false);
    screen.getByRole('link', { name: '+966 50 000 0101' }).focus();
    expect(swiper.keyboard.enabled).toBe(true);
    screen.getByRole('link', { name: /LinkedIn profile of Sara Haddad/ }).focus();
    expect(swiper.keyboard.enabled).toBe(true);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    expect(swiper.keyboard.enabled).toBe(false);
  });

  // jsdom lays nothing out, so swiper counts one position here; the count per window width is
  // checked in Chromium (e2e/src/catalog.e2e.ts).
  it('paginates with labelled buttons, the current position marked', () => {
    render(<InstructorCarousel instructors={four} />);
    const bullet = screen.getByRole('button', { name: 'Go to instructor 1' });
    expect(bullet.tagName).toBe('BUTTON');
    expect(bullet).toHaveAttribute('aria-current', 'true');
    expect(bullet).toHaveClass('swiper-pagination-bullet');
  });
});
