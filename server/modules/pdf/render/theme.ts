import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from './fonts';

/** The app's colours (app/globals.css), so a printed story looks like the journal it came from. */
export const COLOURS = {
  brand: '#0f766e',
  brandStrong: '#115e59',
  brandSoft: '#ccfbf1',
  brandWash: '#f0fdfa',
  ink: '#1f2933',
  muted: '#52606d',
  line: '#d9e2ec',
  page: '#f4f7f6',
  star: '#f59e0b',
  starOff: '#e4e7eb',
  land: '#dfe7e4',
  landVisited: '#99d5cb',
  sea: '#eef6fb',
  white: '#ffffff',
};

export const MARGIN = 40;

export const styles = StyleSheet.create({
  // No lineHeight here: inherited by a `render` Text (the page number), it makes react-pdf drop it.
  page: { fontFamily: FONT_FAMILY, fontSize: 10.5, color: COLOURS.ink, paddingTop: MARGIN, paddingBottom: MARGIN + 24, paddingHorizontal: MARGIN },
  /** Small capitals over a title: upper-cased by `words.upper` (Greek capitals drop their accents; CSS's transform does not). */
  eyebrow: { fontSize: 9, fontWeight: 600, letterSpacing: 1.2, color: COLOURS.brand },
  title: { fontSize: 28, fontWeight: 700, lineHeight: 1.15, color: COLOURS.ink },
  heading: { fontSize: 15, fontWeight: 700, color: COLOURS.brandStrong, marginBottom: 8 },
  byline: { fontSize: 11.5, color: COLOURS.muted },
  body: { fontSize: 10.5, lineHeight: 1.5 },
  muted: { color: COLOURS.muted },
  small: { fontSize: 8.5, color: COLOURS.muted },
  row: { flexDirection: 'row', alignItems: 'center' },
  footer: {
    position: 'absolute',
    bottom: 22,
    left: MARGIN,
    right: MARGIN,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderTopColor: COLOURS.line,
    paddingTop: 6,
    paddingRight: 110,
    fontSize: 8,
    color: COLOURS.muted,
  },
  pageNumber: { fontFamily: FONT_FAMILY, position: 'absolute', bottom: 22, right: MARGIN, width: 110, paddingTop: 6.5, textAlign: 'right', fontSize: 8, color: COLOURS.muted },
});
