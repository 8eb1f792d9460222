/**
 * `sizes` of a picture as wide as a card of .card-grid (globals.css): one column on a phone, two
 * from 768px, and from 1200px three of 22rem (the page's 72rem less its padding and two gaps).
 */
export const CARD_PICTURE_SIZES = '(min-width: 1200px) 22rem, (min-width: 768px) 50vw, 100vw';

/** Half a card: a story card's pictures, two side by side. */
export const HALF_CARD_PICTURE_SIZES = '(min-width: 1200px) 11rem, (min-width: 768px) 25vw, 50vw';
