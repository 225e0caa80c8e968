export { MediaContactsPage } from './media-contacts-page';
export type { AngleChoice } from './components/contacts-toolbar';
