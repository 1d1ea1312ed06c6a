export { CompanyDetailPage } from './company-detail-page';
