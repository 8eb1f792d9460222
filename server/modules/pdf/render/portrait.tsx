import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { PortraitPdfData } from '../pdf-data';
import { CheckIcon, Footer, Picture, PictureOrPlaceholder, Stars, Tags, WhenWhere } from './parts';
import { CredentialMark } from './credential-mark';
import { wholeWords } from './fonts';
import { COLOURS, MARGIN, styles } from './theme';
import type { TWords } from './words';

const AVATAR = 92;

/** A learner's presentation: who they are, what they can do (best level, certified or not), what they are proud of. */
export function PortraitDocument({ portrait, words }: { portrait: PortraitPdfData; words: TWords }) {
  return (
    <Document title={portrait.author.name} author={portrait.author.name} language={portrait.locale}>
      <Page size="A4" style={styles.page}>
        <View style={{ backgroundColor: COLOURS.brandWash, marginHorizontal: -MARGIN, marginTop: -MARGIN, paddingHorizontal: MARGIN, paddingVertical: 28, marginBottom: 20, flexDirection: 'row', alignItems: 'center', borderBottomWidth: 3, borderBottomColor: COLOURS.brand }}>
          <Avatar portrait={portrait} />
          <View style={{ flex: 1, marginLeft: 20 }}>
            <Text style={styles.eyebrow}>
              {words.upper(`${words.t('portraitOf')} · ${portrait.community.name}`)}
            </Text>
            <Text hyphenationCallback={wholeWords} style={[styles.title, { marginTop: 4 }]}>{portrait.author.name}</Text>
          </View>
        </View>
        {portrait.about.trim() !== '' && (
          <View style={{ marginBottom: 18 }}>
            <Text style={styles.heading}>{words.t('about')}</Text>
            <Text style={[styles.body, { fontSize: 11.5 }]}>{portrait.about}</Text>
          </View>
        )}
        {portrait.skills.length > 0 && (
          <View style={{ marginBottom: 18 }}>
            <Text style={styles.heading}>{words.t('skills')}</Text>
            <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
              {portrait.skills.map((skill, index) => (
                <View key={index} wrap={false} style={{ width: '50%', flexDirection: 'row', alignItems: 'center', paddingRight: 12, paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: COLOURS.line }}>
                  <Stars level={skill.bestLevel} size={10} />
                  <View style={{ flex: 1, marginLeft: 6 }}>
                    <Text style={{ fontSize: 10, fontWeight: 600 }}>{skill.name}</Text>
                    <View style={styles.row}>
                      {skill.certified && <CheckIcon />}
                      <Text style={{ fontSize: 7.5, marginLeft: skill.certified ? 2 : 0, color: skill.certified ? COLOURS.brandStrong : COLOURS.muted }}>
                        {skill.certified ? words.t('certified') : words.t('selfAssessed')}
                      </Text>
                    </View>
                  </View>
                </View>
              ))}
            </View>
          </View>
        )}
        {portrait.highlights.length > 0 && <Text style={styles.heading}>{words.t('highlights')}</Text>}
        {portrait.highlights.map((experience, index) => (
          <View key={index} wrap={false} style={{ flexDirection: 'row', marginBottom: 12 }}>
            <PictureOrPlaceholder bytes={experience.picture} style={{ width: 120, height: 90, marginRight: 12 }} />
            <View style={{ flex: 1 }}>
              <WhenWhere experience={experience} words={words} style={{ marginBottom: 3 }} />
              <Text style={styles.body}>{experience.description}</Text>
              <Tags tags={experience.tags} />
              {experience.credentialUrl && <CredentialMark url={experience.credentialUrl} words={words} />}
            </View>
          </View>
        ))}
        <Footer words={words} community={portrait.community.name} />
      </Page>
    </Document>
  );
}

function Avatar({ portrait }: { portrait: PortraitPdfData }) {
  const round = { width: AVATAR, height: AVATAR, borderRadius: AVATAR / 2, borderWidth: 3, borderColor: COLOURS.white };
  if (portrait.author.avatar) return <Picture bytes={portrait.author.avatar} style={round} />;
  const initials = portrait.author.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (
    <View style={[round, { backgroundColor: COLOURS.brand, alignItems: 'center', justifyContent: 'center' }]}>
      <Text style={{ color: COLOURS.white, fontSize: 30, fontWeight: 700, lineHeight: 1 }}>{initials}</Text>
    </View>
  );
}
