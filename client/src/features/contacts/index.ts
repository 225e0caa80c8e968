export { MediaContactsPage } from './media-contacts-page';
