/** Twenty cards, rendered per request: what both reference pages draw. */
export function Cards({ heading }) {
  const cards = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `Experience ${i + 1}`, at: new Date().toISOString() }));
  return (
    <main>
      <h1>{heading}</h1>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <article>
              <h2>{card.title}</h2>
              <time dateTime={card.at}>{card.at}</time>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
