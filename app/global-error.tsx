'use client';

/** Last resort when the root layout itself failed: no translations can be trusted here, so French and English. */
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="fr">
      <body>
        <main style={{ fontFamily: 'system-ui', padding: '3rem', textAlign: 'center' }}>
          <h1>Une erreur est survenue · An error occurred</h1>
          <p>Erreur 500</p>
          <button type="button" onClick={reset}>
            Réessayer · Try again
          </button>{' '}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the router is gone with the root layout: a full reload is the recovery */}
          <a href="/auth/login/form">Page d&apos;accueil · Homepage</a>
        </main>
      </body>
    </html>
  );
}
