import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { PdfExperience, StoryPdfData } from '../pdf-data';
import { Footer, PictureOrPlaceholder, Skills, Tags, WhenWhere } from './parts';
import { CredentialMark } from './credential-mark';
import { CreatedOn, StoryHeading } from './story-cover';
import { COLOURS, styles } from './theme';
import type { TWords } from './words';

const DATE_COLUMN = 78;
const RAIL = 22;

/** Spec's type 3: the experiences in the order they happened, along a timeline. */
export function ChronologyStory({ story, words }: { story: StoryPdfData; words: TWords }) {
  const inOrder = [...story.experiences].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const first = inOrder[0];
  const last = inOrder[inOrder.length - 1];
  return (
    <Document title={story.title} author={story.author.name} language={story.locale}>
      <Page size="A4" style={styles.page}>
        <StoryHeading story={story} words={words} compact />
        <View style={[styles.row, { marginBottom: 14, borderBottomWidth: 1, borderBottomColor: COLOURS.brand, paddingBottom: 4 }]}>
          <Text style={[styles.heading, { marginBottom: 0, flexGrow: 1 }]}>{words.t('timeline')}</Text>
          {first && last && <Text style={styles.small}>{words.t('period', { start: words.date(first.date), end: words.date(last.date) })}</Text>}
        </View>
        {inOrder.map((experience, index) => (
          <Moment key={index} experience={experience} isLast={index === inOrder.length - 1} words={words} />
        ))}
        <CreatedOn story={story} words={words} />
        <Footer words={words} community={story.community.name} />
      </Page>
    </Document>
  );
}

/** One experience on the timeline: its day on the left, a dot on the rail, the card on the right. */
function Moment({ experience, isLast, words }: { experience: PdfExperience; isLast: boolean; words: TWords }) {
  return (
    <View wrap={false} style={{ flexDirection: 'row' }}>
      <View style={{ width: DATE_COLUMN, alignItems: 'flex-end', paddingTop: 2 }}>
        <Text style={{ fontSize: 20, fontWeight: 700, color: COLOURS.brand, lineHeight: 1 }}>{words.day(experience.date)}</Text>
        <Text style={{ fontSize: 8.5, color: COLOURS.muted, textAlign: 'right' }}>{words.monthYear(experience.date)}</Text>
      </View>
      <View style={{ width: RAIL, alignItems: 'center' }}>
        <View style={{ width: 10, height: 10, borderRadius: 5, backgroundColor: COLOURS.white, borderWidth: 2.5, borderColor: COLOURS.brand, marginTop: 5 }} />
        {!isLast && <View style={{ width: 1.5, flexGrow: 1, backgroundColor: COLOURS.brandSoft, marginTop: 2 }} />}
      </View>
      <View style={{ flex: 1, flexDirection: 'row', paddingBottom: 18, paddingLeft: 4 }}>
        <PictureOrPlaceholder bytes={experience.picture} style={{ width: 128, height: 96, marginRight: 12 }} />
        <View style={{ flex: 1 }}>
          <WhenWhere experience={experience} words={words} style={{ marginBottom: 4 }} />
          <Text style={styles.body}>{experience.description}</Text>
          <Tags tags={experience.tags} />
          <Skills skills={experience.skills} words={words} heading={false} />
          {experience.credentialUrl && <CredentialMark url={experience.credentialUrl} words={words} />}
        </View>
      </View>
    </View>
  );
}
