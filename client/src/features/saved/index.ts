export { SavedItemsPage } from './saved-items-page';
