export { MyCompanyPage } from './my-company-page';
export { ActiveClientBar } from './components/active-client-bar';
