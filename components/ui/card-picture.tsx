import type { TExperience } from '@/lib/shared/validation/experience-answer';
import { pictureSources } from '@/lib/shared/pictures/picture-sources';
import { CARD_PICTURE_SIZES } from './picture-sizes';

type Props = {
  picture: Pick<TExperience, 'pictureAlt' | 'pictureWidth' | 'pictureHeight'> & { pictureUrl: string };
  /** Above the fold on a phone: not lazy. */
  eager?: boolean;
  /** The page's largest paint: fetched first. */
  first?: boolean;
};

/** An experience's picture at a card's width, among its renditions (lib/shared/pictures/picture-sources.ts). */
export function CardPicture({ picture, eager = false, first = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- content-hashed, immutable pictures served by the backend
    <img
      className="experience-card__picture"
      {...pictureSources(picture.pictureUrl, { width: picture.pictureWidth, height: picture.pictureHeight })}
      sizes={CARD_PICTURE_SIZES}
      alt={picture.pictureAlt ?? ''}
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
