export { WaitingPublicLinks } from './waiting-public-links';
