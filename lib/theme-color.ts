/** The colour of the product's header: the browser's bar takes it, and an installed journal's title bar. */
export const THEME_COLOR = '#0f766e';
