/**
 * A community's own page text, as its admins typed it: paragraphs split by blank lines, and a line
 * starting with "## " as a heading. Plain text only: nothing typed there becomes markup.
 */
export function CommunityText({ body }: { body: string }) {
  const blocks = body.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  return (
    <>
      {blocks.map((block, index) =>
        block.startsWith('## ') ? (
          <h2 key={index} className="h3">
            {block.slice(3)}
          </h2>
        ) : (
          <p key={index} className="community-text">
            {block}
          </p>
        ),
      )}
    </>
  );
}
