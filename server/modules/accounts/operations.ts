import 'server-only';
import { sessionOperations } from './session-operations';
import { signUpOperations } from './sign-up-operations';
import { userOperations } from './user-operations';

export const accountOperations = [...sessionOperations, ...signUpOperations, ...userOperations];
