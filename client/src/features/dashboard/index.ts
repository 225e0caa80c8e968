/** The dashboard's own pieces: its frame (greeting, credits, counts). Its panels come from other features. */
export { DashboardLayout } from './dashboard-layout';
