/** Spec §2: three placeholder cards while a page loads. */
export function CardPlaceholders({ label }: { label: string }) {
  return (
    <ul className="card-grid" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <li key={index} className="card-placeholder" aria-hidden="true">
          <div className="card-placeholder__picture" />
          <div className="card-placeholder__line" />
          <div className="card-placeholder__line card-placeholder__line--short" />
        </li>
      ))}
    </ul>
  );
}
