/**
 * The Trends page is one feature's page, but its chunk entry lives here: the trends feature's index is also part of
 * the dashboard's code (client/build/chunk-groups.ts puts it in the dashboard's chunk), so importing the index lazily
 * would load that chunk through a nameless namespace file. Through this module the page keeps its own small entry
 * chunk, named in the build manifest like every other page.
 */
export { TrendsPage as TrendsRoute } from '@/features/trends';
