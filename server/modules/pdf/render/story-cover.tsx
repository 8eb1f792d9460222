import { Text, View } from '@react-pdf/renderer';
import type { StoryPdfData } from '../pdf-data';
import { wholeWords } from './fonts';
import { COLOURS, styles } from './theme';
import type { TWords } from './words';

/** Title block shared by the portrait-format story documents: community, title, author, day, count, description. */
export function StoryHeading({ story, words, compact = false }: { story: StoryPdfData; words: TWords; compact?: boolean }) {
  return (
    <View style={{ marginBottom: compact ? 14 : 20 }}>
      <Text style={styles.eyebrow}>{words.upper(story.community.name)}</Text>
      <Text hyphenationCallback={wholeWords} style={[styles.title, { marginTop: 6, fontSize: compact ? 22 : 30 }]}>{story.title}</Text>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginTop: 8 }}>
        <Text style={[styles.byline, { fontWeight: 600, color: COLOURS.ink }]}>{words.t('storyBy', { author: story.author.name })}</Text>
        <Text style={[styles.byline, { marginHorizontal: 6 }]}>·</Text>
        <Text style={styles.byline}>{words.date(story.date)}</Text>
        <Text style={[styles.byline, { marginHorizontal: 6 }]}>·</Text>
        <Text style={styles.byline}>{words.t('experienceCount', { count: story.experiences.length })}</Text>
      </View>
      {story.description.trim() !== '' && (
        <Text style={[styles.body, { marginTop: 10, fontSize: compact ? 10.5 : 12, color: COLOURS.ink }]}>{story.description}</Text>
      )}
    </View>
  );
}

/** The story's day of creation, small, where a colophon would be. */
export function CreatedOn({ story, words }: { story: StoryPdfData; words: TWords }) {
  return <Text style={[styles.small, { marginTop: 10 }]}>{words.t('createdOn', { date: words.date(story.createdAt) })}</Text>;
}
