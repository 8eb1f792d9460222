import { Document, Page, Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import type { PdfExperience, StoryPdfData } from '../pdf-data';
import { Footer, PictureOrPlaceholder, Skills, Tags, WhenWhere } from './parts';
import { CredentialMark } from './credential-mark';
import { CreatedOn, StoryHeading } from './story-cover';
import { COLOURS, MARGIN, styles } from './theme';
import { drawWorldMap, type MapPin } from './world-map';
import type { TWords } from './words';

const MAP_WIDTH = 595.28 - 2 * MARGIN;
const MAP_HEIGHT = 330;
const PIN = 18;

/** Spec's type 2, drawn offline: the countries around the story's places, pinned and numbered, then a legend. */
export function MapStory({ story, words }: { story: StoryPdfData; words: TWords }) {
  const map = drawWorldMap(
    story.experiences.map((experience) => experience.place),
    MAP_WIDTH,
    MAP_HEIGHT,
  );
  return (
    <Document title={story.title} author={story.author.name} language={story.locale}>
      <Page size="A4" style={styles.page}>
        <StoryHeading story={story} words={words} compact />
        <Text style={styles.heading}>{words.t('map')}</Text>
        <View style={{ width: MAP_WIDTH, height: MAP_HEIGHT, borderRadius: 6, overflow: 'hidden', marginBottom: 16 }}>
          <Svg width={MAP_WIDTH} height={MAP_HEIGHT} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}>
            <Rect x={0} y={0} width={MAP_WIDTH} height={MAP_HEIGHT} fill={COLOURS.sea} />
            {map.land && <Path d={map.land} fill={COLOURS.land} stroke={COLOURS.white} strokeWidth={0.6} />}
            {map.visited && <Path d={map.visited} fill={COLOURS.landVisited} stroke={COLOURS.white} strokeWidth={0.6} />}
          </Svg>
          {map.pins.map((pin, index) => (
            <Pin key={index} pin={pin} />
          ))}
        </View>
        <Text style={styles.heading}>{words.t('legend')}</Text>
        {story.experiences.map((experience, index) => (
          <LegendEntry key={index} experience={experience} number={index + 1} words={words} />
        ))}
        <CreatedOn story={story} words={words} />
        <Footer words={words} community={story.community.name} />
      </Page>
    </Document>
  );
}

/** A numbered disc on the map (several numbers when places coincide). */
function Pin({ pin }: { pin: MapPin }) {
  const label = pin.numbers.join(' · ');
  const width = Math.max(PIN, 8 + label.length * 5.8);
  return (
    <View
      style={{
        position: 'absolute',
        left: pin.x - width / 2,
        top: pin.y - PIN / 2,
        width,
        height: PIN,
        borderRadius: PIN / 2,
        backgroundColor: COLOURS.brandStrong,
        borderWidth: 1.5,
        borderColor: COLOURS.white,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Text style={{ color: COLOURS.white, fontSize: 8.5, fontWeight: 700, lineHeight: 1 }}>{label}</Text>
    </View>
  );
}

function LegendEntry({ experience, number, words }: { experience: PdfExperience; number: number; words: TWords }) {
  const isPinned = experience.place !== null;
  return (
    <View wrap={false} style={{ flexDirection: 'row', marginBottom: 12, paddingBottom: 12, borderBottomWidth: 0.5, borderBottomColor: COLOURS.line }}>
      <View style={{ width: 20, height: 20, borderRadius: 10, backgroundColor: isPinned ? COLOURS.brandStrong : COLOURS.line, alignItems: 'center', justifyContent: 'center', marginRight: 10 }}>
        <Text style={{ color: isPinned ? COLOURS.white : COLOURS.muted, fontSize: 9, fontWeight: 700, lineHeight: 1 }}>{number}</Text>
      </View>
      <PictureOrPlaceholder bytes={experience.picture} style={{ width: 84, height: 63, marginRight: 12 }} />
      <View style={{ flex: 1 }}>
        <WhenWhere experience={experience} words={words} style={{ marginBottom: 3 }} />
        {!isPinned && <Text style={[styles.small, { fontStyle: 'italic' }]}>{words.t('notOnMap')}</Text>}
        <Text style={styles.body}>{experience.description}</Text>
        <Tags tags={experience.tags} />
        <Skills skills={experience.skills} words={words} heading={false} />
        {experience.credentialUrl && <CredentialMark url={experience.credentialUrl} words={words} />}
      </View>
    </View>
  );
}
