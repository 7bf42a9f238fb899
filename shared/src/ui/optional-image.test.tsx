import { render, screen } from '@testing-library/react';

import { OptionalImage } from './OptionalImage';

describe('OptionalImage', () => {
  it('shows the image when there is a source', () => {
    render(
      <OptionalImage
        className="card__image"
        src="/media/a.svg"
        alt="PMP"
        width={320}
        height={200}
      />,
    );
    const image = screen.getByRole('img', { name: 'PMP' });
    expect(image).toHaveAttribute('src', '/media/a.svg');
    expect(image).toHaveClass('card__image');
  });

  it.each([null, undefined, ''])(
    'puts a hidden box of the same class and proportions in place of a missing image (%p)',
    (src) => {
      const { container } = render(
        <OptionalImage className="card__image" src={src} alt="PMP" width={320} height={200} />,
      );
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(container.querySelector('img')).toBeNull();
      const box = container.firstElementChild as HTMLElement;
      expect(box).toHaveClass('card__image', 'ac-image-placeholder');
      expect(box).toHaveAttribute('aria-hidden', 'true');
      expect(box.style.aspectRatio).toBe('320 / 200');
    },
  );
});
