export { NotFoundInShell, NotFoundPage } from './not-found-page';
