import { useLanguageStore, type Instructor } from '@academy/shared';
import { useRef, type FocusEvent } from 'react';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';

import { useCatalogMessages } from '../../messages';
import { instructorCarouselOptions } from './carousel-options';
import { InstructorCard } from './InstructorCard';
import { usePrefersReducedMotion } from './use-reduced-motion';
import './instructor-carousel.css';

const SWIPER_MODULES = [A11y, Keyboard, Pagination];

/**
 * Home's instructors carousel (swiper). Loaded as its own chunk by InstructorsSection: swiper is
 * the heaviest library of the catalog and nothing above the fold needs it.
 */
export default function InstructorCarousel({
  instructors,
}: {
  instructors: readonly Instructor[];
}) {
  const reducedMotion = usePrefersReducedMotion();
  const messages = useCatalogMessages();
  const direction = useLanguageStore((state) => state.direction);
  const swiperRef = useRef<SwiperClass | null>(null);

  // Arrow keys move the carousel while focus is inside it (a card's link or a pagination bullet).
  const onFocus = () => swiperRef.current?.keyboard?.enable();
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) swiperRef.current?.keyboard?.disable();
  };

  return (
    <div className="instructor-carousel" onFocus={onFocus} onBlur={onBlur}>
      <Swiper
        // swiper reads the direction when it starts: a new one for a switch of language.
        key={direction}
        dir={direction}
        modules={SWIPER_MODULES}
        {...instructorCarouselOptions(reducedMotion, messages)}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
      >
        {instructors.map((instructor) => (
          <SwiperSlide key={instructor.id}>
            <InstructorCard instructor={instructor} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
