import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { PdfExperience, StoryPdfData } from '../pdf-data';
import { Footer, PictureOrPlaceholder, Skills, Tags, WhenWhere } from './parts';
import { CredentialMark } from './credential-mark';
import { CreatedOn, StoryHeading } from './story-cover';
import { COLOURS, MARGIN, styles } from './theme';
import type { TWords } from './words';

const CONTENT_WIDTH = 595.28 - 2 * MARGIN;

/** Spec's type 1: a cover with a mosaic of the pictures, then each experience on its own page. */
export function DefaultStory({ story, words }: { story: StoryPdfData; words: TWords }) {
  const footer = <Footer words={words} community={story.community.name} />;
  return (
    <Document title={story.title} author={story.author.name} language={story.locale}>
      <Page size="A4" style={styles.page}>
        <View style={{ height: 6, backgroundColor: COLOURS.brand, marginHorizontal: -MARGIN, marginTop: -MARGIN, marginBottom: MARGIN - 6 }} />
        <StoryHeading story={story} words={words} />
        <Mosaic experiences={story.experiences} />
        <CreatedOn story={story} words={words} />
        {footer}
      </Page>
      {story.experiences.map((experience, index) => (
        <Page key={index} size="A4" style={styles.page}>
          <ExperiencePage experience={experience} number={index + 1} total={story.experiences.length} words={words} />
          {footer}
        </Page>
      ))}
    </Document>
  );
}

/** Up to six pictures in three columns under the title. */
function Mosaic({ experiences }: { experiences: PdfExperience[] }) {
  const gap = 6;
  const width = (CONTENT_WIDTH - 2 * gap) / 3;
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginRight: -gap }}>
      {experiences.slice(0, 6).map((experience, index) => (
        <PictureOrPlaceholder key={index} bytes={experience.picture} style={{ width, height: width * 1.3, marginRight: gap, marginBottom: gap }} />
      ))}
    </View>
  );
}

function ExperiencePage({ experience, number, total, words }: { experience: PdfExperience; number: number; total: number; words: TWords }) {
  return (
    <View>
      <Text style={[styles.eyebrow, { marginBottom: 8 }]}>
        {number} / {total}
      </Text>
      <PictureOrPlaceholder bytes={experience.picture} style={{ width: CONTENT_WIDTH, height: 420, marginBottom: 16 }} />
      <WhenWhere experience={experience} words={words} style={{ marginBottom: 8 }} />
      <Text style={[styles.body, { fontSize: 14, lineHeight: 1.5 }]}>{experience.description}</Text>
      <Tags tags={experience.tags} />
      {experience.skills.length > 0 && (
        <View style={{ marginTop: 14, padding: 12, backgroundColor: COLOURS.brandWash, borderRadius: 6 }}>
          <Skills skills={experience.skills} words={words} />
        </View>
      )}
      {experience.credentialUrl && <CredentialMark url={experience.credentialUrl} words={words} />}
    </View>
  );
}
