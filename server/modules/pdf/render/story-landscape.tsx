import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { PdfExperience, StoryPdfData } from '../pdf-data';
import { Footer, PictureOrPlaceholder, Skills, Tags, WhenWhere } from './parts';
import { CredentialMark } from './credential-mark';
import { CreatedOn } from './story-cover';
import { wholeWords } from './fonts';
import { COLOURS, MARGIN, styles } from './theme';
import type { TWords } from './words';

const PAGE_HEIGHT = 595.28;
const PICTURE_WIDTH = 500;
const PICTURE_HEIGHT = PAGE_HEIGHT - MARGIN - (MARGIN + 24);

/** Spec's type 4: A4 landscape, led by the pictures; the words sit in a column beside each one. */
export function LandscapeStory({ story, words }: { story: StoryPdfData; words: TWords }) {
  const footer = <Footer words={words} community={story.community.name} />;
  const cover = story.experiences.find((experience) => experience.picture)?.picture ?? null;
  return (
    <Document title={story.title} author={story.author.name} language={story.locale}>
      <Page size="A4" orientation="landscape" style={[styles.page, { flexDirection: 'row' }]}>
        <PictureOrPlaceholder bytes={cover} style={{ width: PICTURE_WIDTH, height: PICTURE_HEIGHT }} />
        <View style={{ flex: 1, paddingLeft: 28, justifyContent: 'center' }}>
          <Text style={styles.eyebrow}>{words.upper(story.community.name)}</Text>
          <Text hyphenationCallback={wholeWords} style={[styles.title, { marginTop: 8 }]}>{story.title}</Text>
          <View style={{ width: 40, height: 3, backgroundColor: COLOURS.brand, marginVertical: 14 }} />
          <Text style={[styles.byline, { fontWeight: 600, color: COLOURS.ink }]}>{words.t('storyBy', { author: story.author.name })}</Text>
          <Text style={styles.byline}>{words.date(story.date)}</Text>
          <Text style={[styles.byline, { marginBottom: 12 }]}>{words.t('experienceCount', { count: story.experiences.length })}</Text>
          {story.description.trim() !== '' && <Text style={styles.body}>{story.description}</Text>}
          <CreatedOn story={story} words={words} />
        </View>
        {footer}
      </Page>
      {story.experiences.map((experience, index) => (
        <Page key={index} size="A4" orientation="landscape" style={[styles.page, { flexDirection: 'row' }]}>
          <PictureOrPlaceholder bytes={experience.picture} style={{ width: PICTURE_WIDTH, height: PICTURE_HEIGHT }} />
          <Caption experience={experience} number={index + 1} total={story.experiences.length} words={words} />
          {footer}
        </Page>
      ))}
    </Document>
  );
}

function Caption({ experience, number, total, words }: { experience: PdfExperience; number: number; total: number; words: TWords }) {
  return (
    <View style={{ flex: 1, paddingLeft: 24, justifyContent: 'center' }}>
      <Text style={[styles.eyebrow, { marginBottom: 10 }]}>
        {number} / {total}
      </Text>
      <WhenWhere experience={experience} words={words} style={{ marginBottom: 10 }} />
      <Text style={[styles.body, { fontSize: 12, lineHeight: 1.5 }]}>{experience.description}</Text>
      <Tags tags={experience.tags} />
      <View style={{ marginTop: 10 }}>
        <Skills skills={experience.skills} words={words} columns={1} />
      </View>
      {experience.credentialUrl && <CredentialMark url={experience.credentialUrl} words={words} />}
    </View>
  );
}
