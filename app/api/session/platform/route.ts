import type { NextRequest } from 'next/server';
import { platformSignInAgainstBackend } from '@/lib/api/session';
import { openSessionRoute } from '@/lib/middleware/session-route';
import { ZOauthCallbackRequest } from '@/lib/shared/validation/training-center';

/** The end of a sign-in through a training center (spec §2 /auth/moodle_sso_callback): the session lands in cookies as at sign-in. */
export async function POST(request: NextRequest) {
  return openSessionRoute(request, ZOauthCallbackRequest, platformSignInAgainstBackend, 'PLATFORM_SIGN_IN_ERROR');
}
