export { MyCompanyPage } from './my-company-page';
