export { pictureOperations } from './operations';
export { pictureUrl, storePicture } from './pictures';
export { type UnsplashClient } from './unsplash';
export { readPrintPicture } from './print-renditions';
