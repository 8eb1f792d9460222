import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommunityText } from '@/components/community-pages/community-text';
import { parseCommunityText, writeCommunityText } from '@/lib/format/community-text';

describe('the community text convention', () => {
  it('starts a question or section at each line beginning with "## ", its answer the lines after, paragraphs split by blank lines', () => {
    const body = 'Welcome.\nSecond line.\n\nAnother intro.\n## Who?\nUs.\n\nAnd them.\n##   Where?  \r\nHere.\n\n\n';
    expect(parseCommunityText(body)).toEqual({
      intro: ['Welcome.\nSecond line.', 'Another intro.'],
      sections: [
        { heading: 'Who?', paragraphs: ['Us.', 'And them.'] },
        { heading: 'Where?', paragraphs: ['Here.'] },
      ],
    });
  });

  it('leaves "##" alone, "### …", "#" and a "##" inside a line as text', () => {
    expect(parseCommunityText('##\n### Three\n# One\nSee ## here')).toEqual({ intro: ['##\n### Three\n# One\nSee ## here'], sections: [] });
  });

  it('reads text without the marker as paragraphs only, and an empty text as nothing', () => {
    expect(parseCommunityText('One.\n\nTwo.')).toEqual({ intro: ['One.', 'Two.'], sections: [] });
    expect(parseCommunityText('  \n\n')).toEqual({ intro: [], sections: [] });
  });

  it('keeps a heading with no answer yet', () => {
    expect(parseCommunityText('## Empty\n## Full\nYes')).toEqual({ intro: [], sections: [{ heading: 'Empty', paragraphs: [] }, { heading: 'Full', paragraphs: ['Yes'] }] });
  });

  it('writes a page that reads back as it was, so the product text opens in the editor as the page shows it', () => {
    const page = { intro: ['About Demo.'], sections: [{ heading: 'What?', paragraphs: ['A journal.\nFor learners.', 'Second paragraph.'] }, { heading: 'Who?', paragraphs: ['Demo.'] }] };
    const text = writeCommunityText(page);
    expect(text).toBe('About Demo.\n\n## What?\nA journal.\nFor learners.\n\nSecond paragraph.\n\n## Who?\nDemo.');
    expect(parseCommunityText(text)).toEqual(page);
  });
});

describe('a community text on the page', () => {
  const body = 'Our own intro.\n\n## Who runs it?\nThe school.\n\n## Can I leave?\nYes.\n\nAt any time.';

  it('shows each question on the FAQ as an item that opens on demand, like the product FAQ', () => {
    const { container } = render(<CommunityText body={body} layout="questions" />);
    const items = container.querySelectorAll('details.faq-item');
    expect([...items].map((item) => item.querySelector('summary')?.textContent)).toEqual(['Who runs it?', 'Can I leave?']);
    expect([...items[1].querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Yes.', 'At any time.']);
    expect(container.querySelector(':scope > p')?.textContent).toBe('Our own intro.');
    expect(container.querySelector('h2')).toBeNull();
  });

  it('shows each section of the legal notice under its own heading, which names the section', () => {
    const { container } = render(<CommunityText body={body} layout="sections" />);
    const sections = container.querySelectorAll('section');
    expect(sections).toHaveLength(2);
    for (const section of sections) {
      const heading = section.querySelector('h2')!;
      expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    }
    expect(new Set([...sections].map((section) => section.querySelector('h2')!.id)).size).toBe(2);
    expect(sections[0].querySelector('h2')?.textContent).toBe('Who runs it?');
    expect(container.querySelector('details')).toBeNull();
  });

  it('shows plain text as paragraphs, and what is typed as text, not markup', () => {
    const { container } = render(<CommunityText body={'<b>Bold?</b>\n\nSecond.'} layout="questions" />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['<b>Bold?</b>', 'Second.']);
    expect(container.querySelector('b, details')).toBeNull();
  });
});
