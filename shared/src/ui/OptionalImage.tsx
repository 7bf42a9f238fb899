import type { ImgHTMLAttributes } from 'react';
import './ui.css';

export interface OptionalImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The API sends null for media that has not been uploaded yet. */
  src: string | null | undefined;
  alt: string;
}

/**
 * An image the API may not have: without a source, a neutral box of the same class and
 * proportions takes its place (hidden from screen readers: the name is in the text beside it),
 * never a broken-image icon.
 */
export function OptionalImage({ src, alt, className, width, height, ...rest }: OptionalImageProps) {
  if (src) {
    return (
      <img src={src} alt={alt} className={className} width={width} height={height} {...rest} />
    );
  }
  return (
    <div
      className={className ? `${className} ac-image-placeholder` : 'ac-image-placeholder'}
      style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
      aria-hidden="true"
    />
  );
}
