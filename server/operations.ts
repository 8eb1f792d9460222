import 'server-only';
import { operations as declaredBeforeModules } from './http/contract';
import type { AnyOperation } from './http/operation';
import { buildOpenApiDocument } from './http/openapi';
import { accountOperations } from './modules/accounts';
import { communityOperations } from './modules/communities';
import { credentialOperations } from './modules/credentials';
import { experienceOperations } from './modules/experiences';
import { mailOperations } from './modules/mail';
import { memberOperations } from './modules/members';
import { groupOperations } from './modules/groups';
import { invitationOperations } from './modules/invitations';
import { learningPlatformOperations } from './modules/learning-platform';
import { journalOperations } from './modules/journals';
import { pdfOperations } from './modules/pdf';
import { pictureOperations } from './modules/pictures';
import { skillOperations } from './modules/skills';
import { tagOperations } from './modules/tags';
import { placeOperations } from './modules/places';
import { portraitOperations } from './modules/portraits';
import { recognitionOperations } from './modules/recognitions';
import { storyOperations } from './modules/stories';

/** Every operation the backend serves, module by module: the router and the OpenAPI document are made from this list. */
export const operations: AnyOperation[] = [...declaredBeforeModules, ...pictureOperations, ...experienceOperations, ...accountOperations, ...mailOperations, ...memberOperations];
export const operations: AnyOperation[] = [...declaredBeforeModules, ...pictureOperations, ...experienceOperations, ...communityOperations, ...skillOperations];
export const operations: AnyOperation[] = [...declaredBeforeModules, ...pictureOperations, ...experienceOperations, ...communityOperations, ...skillOperations, ...groupOperations, ...tagOperations];
export const operations: AnyOperation[] = [...declaredBeforeModules, ...pictureOperations, ...experienceOperations, ...communityOperations, ...skillOperations, ...groupOperations, ...tagOperations, ...invitationOperations];
export const operations: AnyOperation[] = [...declaredBeforeModules, ...pictureOperations, ...experienceOperations, ...communityOperations, ...skillOperations, ...groupOperations, ...tagOperations, ...invitationOperations, ...learningPlatformOperations];
import { storyOperations } from './modules/stories';
export const operations: AnyOperation[] = [
  ...declaredBeforeModules,
  ...pictureOperations,
  ...experienceOperations,
  ...storyOperations,
  ...portraitOperations,
  ...journalOperations,
  ...pdfOperations,
  ...recognitionOperations,
  ...credentialOperations,
  ...placeOperations,
];

export const openApiDocument = buildOpenApiDocument(operations);
