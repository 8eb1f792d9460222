/**
 * The one convention a community's own FAQ and legal text is written in, so an admin keeps the
 * product's layout with a plain text area: a line starting with "## " starts a question (FAQ) or a
 * section (legal notice); the lines after it, up to the next such line, are its answer or text.
 * Blank lines separate paragraphs. Text before the first "## " line is an introduction. Nothing
 * else is markup: what an admin types is shown as typed.
 */
export type TCommunityTextSection = { heading: string; paragraphs: string[] };
export type TCommunityText = { intro: string[]; sections: TCommunityTextSection[] };

/** "## " and some text; "##" alone or "### …" stay text. */
const HEADING = /^\s*##[ \t]+(\S.*)$/;

export function parseCommunityText(body: string): TCommunityText {
  const intro: string[] = [];
  const sections: TCommunityTextSection[] = [];
  let paragraphs = intro;
  let lines: string[] = [];
  const endParagraph = () => {
    const paragraph = lines.join('\n').trim();
    if (paragraph) paragraphs.push(paragraph);
    lines = [];
  };
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      const section = { heading: heading[1].trim(), paragraphs: [] };
      sections.push(section);
      paragraphs = section.paragraphs;
    } else if (line.trim()) lines.push(line);
    else endParagraph();
  }
  endParagraph();
  return { intro, sections };
}

/** The product's own page written in the convention, for the editor to open with: parsing it gives it back. */
export function writeCommunityText({ intro, sections }: TCommunityText): string {
  return [...intro, ...sections.map(({ heading, paragraphs }) => [`## ${heading}`, paragraphs.join('\n\n')].filter(Boolean).join('\n'))].join('\n\n');
}
