import { describe, expect, it } from 'vitest';
import { describeError } from '@/lib/api/error-message';
import { ApiError, AppError } from '@/lib/api/errors';

const catalogue: Record<string, string> = {
  'errors.LOGIN_ERROR': 'Échec de la connexion',
  'errors.server.INVALID_CREDENTIALS': 'E-mail ou mot de passe incorrect.',
  'errors.server.NETWORK': 'Le serveur est injoignable.',
  'errors.server.UNKNOWN': 'Un problème est survenu.',
  'errors.server.ACCOUNT_DEACTIVATED': 'Votre compte est désactivé.',
  'toasts.error': 'Erreur',
};
const t = Object.assign((key: string) => catalogue[key] ?? `!${key}`, { has: (key: string) => key in catalogue });

// Spec §8: "When the server returns an errors object, its messages are joined with commas as
// the detail, with the translated message as summary. A plain error shows its message."
describe('describeError', () => {
  it('joins the server field errors with commas under the translated summary', () => {
    const cause = new ApiError('Validation failed', 422, null, { email: ['is invalid'], password: ['is too short', 'is weak'] });
    expect(describeError(new AppError('LOGIN_ERROR', cause), t)).toEqual({
      summary: 'Échec de la connexion',
      detail: 'is invalid, is too short, is weak',
    });
  });

  it('translates a known server code', () => {
    const cause = new ApiError('Invalid email or password', 401, 'INVALID_CREDENTIALS', null);
    expect(describeError(new AppError('LOGIN_ERROR', cause), t).detail).toBe('E-mail ou mot de passe incorrect.');
  });

  it('tells a network failure apart from an unknown one', () => {
    expect(describeError(new AppError('LOGIN_ERROR', new ApiError('Network Error', 0, null, null)), t).detail).toBe('Le serveur est injoignable.');
    expect(describeError(new AppError('LOGIN_ERROR', new ApiError('boom', 500, 'WHATEVER', null)), t).detail).toBe('Un problème est survenu.');
  });

  it('shows a plain error as its message', () => {
    expect(describeError(new Error('Support link non disponible.'), t)).toEqual({ summary: 'Support link non disponible.' });
  });

  it("uses the operation's own texts when the server gives no known reason (spec §8 per-operation toasts)", () => {
    const fallback = { summary: 'Erreur de mise à jour', detail: "Impossible de mettre à jour l'adresse." };
    expect(describeError(new ApiError('boom', 500, null, null), t, fallback)).toEqual(fallback);
    expect(describeError(new ApiError('Network Error', 0, null, null), t, fallback)).toEqual(fallback);
  });

  it("prefers a known server code to the operation's detail", () => {
    const fallback = { summary: "L'expérience n'a pas pu être enregistrée", detail: 'Vérifiez votre connexion.' };
    expect(describeError(new ApiError('deactivated', 403, 'ACCOUNT_DEACTIVATED', null), t, fallback)).toEqual({
      summary: "L'expérience n'a pas pu être enregistrée",
      detail: 'Votre compte est désactivé.',
    });
  });
});
