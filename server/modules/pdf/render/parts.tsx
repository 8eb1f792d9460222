import { Image, Path, Polygon, Svg, Text, View, type Styles } from '@react-pdf/renderer';
import { SKILL_LEVEL_MAX } from '@/lib/shared/validation/experience-rules';
import type { PdfExperience, PdfSkill } from '../pdf-data';
import { COLOURS, styles } from './theme';
import type { TWords } from './words';

type Style = Styles[string];

const STAR_POINTS = '12,1.5 15.1,8.3 22.5,9.1 17,14.1 18.5,21.5 12,17.8 5.5,21.5 7,14.1 1.5,9.1 8.9,8.3';

/** A level 0..3 as level + 1 filled stars out of 4 (spec §5). */
export function Stars({ level, size = 9 }: { level: number; size?: number }) {
  const filled = Math.max(0, Math.min(SKILL_LEVEL_MAX, Math.round(level))) + 1;
  return (
    <View style={styles.row}>
      {Array.from({ length: SKILL_LEVEL_MAX + 1 }, (_, index) => (
        <Svg key={index} width={size} height={size} viewBox="0 0 24 24" style={{ marginRight: 1.5 }}>
          <Polygon points={STAR_POINTS} fill={index < filled ? COLOURS.star : COLOURS.starOff} />
        </Svg>
      ))}
    </View>
  );
}

export function PinIcon({ size = 8, colour = COLOURS.brand }: { size?: number; colour?: string }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 24 24">
      <Path d="M12 1C7.6 1 4 4.5 4 8.9 4 14.8 12 23 12 23s8-8.2 8-14.1C20 4.5 16.4 1 12 1zm0 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6z" fill={colour} />
    </Svg>
  );
}

/** Noto Sans has no ✓: drawn instead. */
export function CheckIcon({ size = 7, colour = COLOURS.brand }: { size?: number; colour?: string }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 24 24">
      <Path d="M3 12.5l6 6L21 5" stroke={colour} strokeWidth={4} fill="none" />
    </Svg>
  );
}

/** Day and place of an experience on one line (the place wraps under when long). */
export function WhenWhere({ experience, words, style }: { experience: PdfExperience; words: TWords; style?: Style }) {
  return (
    <View style={[{ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', fontSize: 9, color: COLOURS.muted }, style ?? {}]}>
      <Text style={{ fontWeight: 600, color: COLOURS.brandStrong, marginRight: 10 }}>{words.date(experience.date)}</Text>
      <View style={[styles.row, { flexShrink: 1 }]}>
        <PinIcon colour={experience.place ? COLOURS.brand : COLOURS.line} />
        <Text style={{ marginLeft: 3, flexShrink: 1 }}>{experience.place?.label ?? words.t('noPlace')}</Text>
      </View>
    </View>
  );
}

export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginTop: 6 }}>
      {tags.map((tag, index) => (
        <Text key={index} style={{ fontSize: 8.5, color: COLOURS.brandStrong, backgroundColor: COLOURS.brandSoft, borderRadius: 8, paddingHorizontal: 6, paddingVertical: 1.5, marginRight: 4, marginBottom: 4 }}>
          #{tag}
        </Text>
      ))}
    </View>
  );
}

/** Skills with their stars, in `columns` columns; a certified one shows the teacher's stars too, labelled. */
export function Skills({ skills, words, columns = 2, heading = true }: { skills: PdfSkill[]; words: TWords; columns?: number; heading?: boolean }) {
  if (skills.length === 0) return null;
  return (
    <View style={{ marginTop: 6 }}>
      {heading && <Text style={[styles.eyebrow, { marginBottom: 4 }]}>{words.upper(words.t('skills'))}</Text>}
      <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
        {skills.map((skill, index) => (
          <View key={index} wrap={false} style={{ width: `${100 / columns}%`, paddingRight: 8, marginBottom: 3 }}>
            <View style={{ flexDirection: 'row', alignItems: 'center' }}>
              <Stars level={skill.level} />
              <Text style={{ fontSize: 9, marginLeft: 4, flexShrink: 1 }}>{skill.name}</Text>
            </View>
            {skill.certifiedLevel !== null && (
              <View style={{ flexDirection: 'row', alignItems: 'center', marginTop: 1 }}>
                <Stars level={skill.certifiedLevel} size={7} />
                <Text style={{ fontSize: 7.5, marginLeft: 4, color: COLOURS.brandStrong }}>{words.t('teacherLevel')}</Text>
              </View>
            )}
          </View>
        ))}
      </View>
    </View>
  );
}

/** A stored picture (JPEG bytes, already downscaled), cut to fill its box. */
export function Picture({ bytes, style }: { bytes: Uint8Array; style: Style }) {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // jsx-a11y reads react-pdf's Image as an HTML img; a PDF image takes no alt text.
  // eslint-disable-next-line jsx-a11y/alt-text
  return <Image src={{ data, format: 'jpg' }} style={[{ objectFit: 'cover', borderRadius: 6 }, style]} />;
}

/** Where a picture is missing: a calm wash rather than a hole. */
export function PicturePlaceholder({ style }: { style: Style }) {
  return <View style={[{ backgroundColor: COLOURS.brandWash, borderRadius: 6, borderWidth: 0.5, borderColor: COLOURS.line }, style]} />;
}

export function PictureOrPlaceholder({ bytes, style }: { bytes: Uint8Array | null; style: Style }) {
  return bytes ? <Picture bytes={bytes} style={style} /> : <PicturePlaceholder style={style} />;
}

/**
 * On every page: whose tool made it, and the page number. The number is a page-level `fixed`
 * Text of its own: react-pdf drops a `render` Text nested in a View.
 */
export function Footer({ words, community }: { words: TWords; community: string }) {
  return (
    <>
      <View style={styles.footer} fixed>
        <Text>
          {community} · {words.t('footer')}
        </Text>
      </View>
      <Text style={styles.pageNumber} fixed render={({ pageNumber, totalPages }) => words.t('pageOf', { page: pageNumber, total: totalPages })} />
    </>
  );
}
