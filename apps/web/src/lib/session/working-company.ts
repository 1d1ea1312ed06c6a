import { ApiPath, type CompanyInfo } from '@wander/contract';
import { api } from '../api';
import { sessionActions } from './session';

/** Stores a company as the working company and loads its info (sent with its X-Company-Code). */
export async function selectWorkingCompany(code: string, name: string): Promise<CompanyInfo> {
  sessionActions.companySelected(code, name);
  const info = await api.get<CompanyInfo>(ApiPath.companyDetail);
  sessionActions.companyInfoLoaded(info);
  return info;
}
