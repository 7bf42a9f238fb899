import type { SwiperProps } from 'swiper/react';

import { catalogCatalogue, type CatalogMessages } from '../../messages';

/** Instructor carousel constants (docs/specification.md §2 and 9). */
export const INSTRUCTORS_PER_VIEW = 3;
export const INSTRUCTOR_CARD_SPACING = 30;
/** Window widths (px) from which 2, then 3 cards fit: fewer cards under 860 px and 560 px. */
export const INSTRUCTOR_BREAKPOINTS = { two: 560, three: 860 } as const;
/** swiper's default slide transition; none at all for reduced-motion users. */
const SLIDE_SPEED_MS = 300;

/**
 * The carousel's swiper options: 3 per view with 30 px between cards, 2 under 860 px and 1 under
 * 560 px wide, clickable pagination, keyboard and screen-reader support. The keyboard module is
 * switched on only while focus is inside the carousel (InstructorCarousel), so the arrow keys
 * keep their usual meaning elsewhere on the page; Page Up/Down always scroll the page. In Arabic
 * swiper reads the page's dir="rtl": the cards run right to left and the arrows swap.
 */
export function instructorCarouselOptions(
  reducedMotion: boolean,
  messages: CatalogMessages = catalogCatalogue.en,
): SwiperProps {
  return {
    slidesPerView: INSTRUCTORS_PER_VIEW,
    spaceBetween: INSTRUCTOR_CARD_SPACING,
    breakpoints: {
      0: { slidesPerView: 1 },
      [INSTRUCTOR_BREAKPOINTS.two]: { slidesPerView: 2 },
      [INSTRUCTOR_BREAKPOINTS.three]: { slidesPerView: INSTRUCTORS_PER_VIEW },
    },
    speed: reducedMotion ? 0 : SLIDE_SPEED_MS,
    // Fewer instructors than places: centred, not stuck to the left.
    centerInsufficientSlides: true,
    // Focus moving into a card that is already in view must not slide the carousel.
    watchSlidesProgress: true,
    pagination: { clickable: true, bulletElement: 'button' },
    keyboard: { enabled: false, onlyInViewport: true, pageUpDown: false },
    a11y: {
      enabled: true,
      containerRole: 'group',
      containerMessage: messages.instructorsCarouselLabel,
      containerRoleDescriptionMessage: messages.carouselRoleDescription,
      itemRoleDescriptionMessage: messages.slideRoleDescription,
      slideLabelMessage: messages.slideLabel,
      paginationBulletMessage: messages.carouselBulletLabel,
      firstSlideMessage: messages.carouselFirstSlide,
      lastSlideMessage: messages.carouselLastSlide,
      prevSlideMessage: messages.carouselPreviousSlide,
      nextSlideMessage: messages.carouselNextSlide,
    },
  };
}
