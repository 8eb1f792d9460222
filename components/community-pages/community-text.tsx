import { parseCommunityText } from '@/lib/format/community-text';

type Props = {
  body: string;
  /** The FAQ shows each "## " line as a question that opens on demand; the legal notice as a headed section. */
  layout: 'questions' | 'sections';
};

/**
 * A community's own page text, as its admins typed it (convention in lib/format/community-text),
 * in the same layout as the product's page it replaces. Plain text only: nothing typed becomes markup.
 */
export function CommunityText({ body, layout }: Props) {
  const { intro, sections } = parseCommunityText(body);
  return (
    <>
      <Paragraphs paragraphs={intro} />
      {sections.map(({ heading, paragraphs }, index) =>
        layout === 'questions' ? (
          <details key={index} className="faq-item">
            <summary>{heading}</summary>
            <Paragraphs paragraphs={paragraphs} />
          </details>
        ) : (
          <section key={index} aria-labelledby={`community-section-${index}`}>
            <h2 id={`community-section-${index}`} className="h3">
              {heading}
            </h2>
            <Paragraphs paragraphs={paragraphs} />
          </section>
        ),
      )}
    </>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph, index) => (
    <p key={index} className="community-text">
      {paragraph}
    </p>
  ));
}
