export { TourHost } from './tour-host';
